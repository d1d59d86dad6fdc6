"""Goal mode's planning: the UI inventory of a page, the goal read into tasks, the planners that propose the next
step, the checks that verify it and the memory of what was verified (run/goal.py runs the loop)."""
