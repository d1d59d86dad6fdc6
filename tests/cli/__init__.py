"""The `plainwright` command: what each option and subcommand does, judged from its output and files."""
