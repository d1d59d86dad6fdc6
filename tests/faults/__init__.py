"""The fault suite: bad input, page and process faults, hostile text; each case judged from exit codes and files."""
