Feature: Signing in to Acme Support
  Any user name signs in with the team's password; a wrong password is refused.

  Background:
    Given I am on "/index.html"

  @smoke
  Scenario Outline: <user> signs in and sees the dashboard
    When I type "<user>" into the Username field
    And I enter "s3cret" into the Password field
    And I click the "Log in" button
    Then I should see "Welcome, <user>"

    Examples:
      | user  |
      | alice |
      | bob   |

  Scenario: A wrong password keeps the user out
    When I type "mallory" into the Username field
    And I enter "guess" into the Password field
    And I click the "Log in" button
    Then I should see "Invalid username or password"
