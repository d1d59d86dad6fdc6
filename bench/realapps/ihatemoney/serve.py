"""Serve I Hate Money on 127.0.0.1:<port> with Werkzeug's threaded server; run in the app's own venv by app.py.

    <venv>/bin/python serve.py PORT   (IHATEMONEY_SETTINGS_FILE_PATH names the settings file)
"""

import sys

from ihatemoney.run import create_app

if __name__ == "__main__":
    create_app().run(host="127.0.0.1", port=int(sys.argv[1]), threaded=True, use_reloader=False, debug=False)
