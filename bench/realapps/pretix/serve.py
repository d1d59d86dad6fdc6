"""Serve pretix on 127.0.0.1:<port> with Django's threaded development server (static files served by Django,
`--insecure`); run in the app's own venv by app.py, with PRETIX_CONFIG_FILE naming the settings file.

    <venv>/bin/python serve.py PORT

Outgoing mail goes to Django's dummy backend: pretix's settings always use SMTP, and the bed has no mail server.
"""

import os
import sys

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pretix.settings")

import django

django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402

settings.EMAIL_BACKEND = "django.core.mail.backends.dummy.EmailBackend"

if __name__ == "__main__":
    call_command("runserver", f"127.0.0.1:{sys.argv[1]}", "--insecure", "--noreload")
