"""Serve An Otter Wiki on 127.0.0.1:<port> with Werkzeug's threaded server; run in the app's own venv by app.py.

    <venv>/bin/python serve.py PORT   (OTTERWIKI_SETTINGS names the settings file)
"""

import sys

from otterwiki.server import app

if __name__ == "__main__":
    app.run(host="127.0.0.1", port=int(sys.argv[1]), threaded=True, use_reloader=False, debug=False)
