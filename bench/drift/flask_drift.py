"""Serve the bed's Flask-Admin library (bench/realapps/flask_admin/library.py) with the drift bench's changes to its
views applied before each request, read from a JSON file:

    {"views": {"member": {"column_default_sort": ["joined", true], "page_size": 4,
                          "column_list": [...], "column_labels": {...}}}}

Runs in the application's own venv:  python flask_drift.py LIBRARY_DIR DB PORT DRIFT_FILE
"""
import json
import os
import sys

sys.path.insert(0, sys.argv[1])
import library
from flask import request

db_path, port, drift_file = sys.argv[2], int(sys.argv[3]), sys.argv[4]
app = library.create_app(db_path)
admin = app.extensions["admin"][0]
views = {view.endpoint: view for view in admin._views if hasattr(view, "model")}
original: dict = {}
applied = [None]


def _value(attr, value):
    if attr == "column_default_sort" and isinstance(value, list) and len(value) == 2 and isinstance(value[1], bool):
        return tuple(value)
    return value


@app.before_request
def drift():
    if request.method == "POST":  # what was asked of the application, for the bench's report (server.log)
        asked = {"id": request.args.get("id") or request.form.get("id"), "rowid": request.form.getlist("rowid"),
                 "action": request.form.get("action")}
        print(f"DRIFT-POST {request.path} {json.dumps(asked)}", file=sys.stderr, flush=True)
    text = "{}"
    if os.path.exists(drift_file):
        with open(drift_file, encoding="utf-8") as handle:
            text = handle.read()
    if text == applied[0]:
        return
    spec = json.loads(text or "{}")
    touched = set()
    for (endpoint, attr), value in original.items():
        setattr(views[endpoint], attr, value)
        touched.add(endpoint)
    for endpoint, attrs in spec.get("views", {}).items():
        for attr, value in attrs.items():
            original.setdefault((endpoint, attr), getattr(views[endpoint], attr))
            setattr(views[endpoint], attr, _value(attr, value))
            touched.add(endpoint)
    with app.app_context():
        for endpoint in touched:
            views[endpoint]._refresh_cache()
    applied[0] = text


app.run(host="127.0.0.1", port=port, debug=False, use_reloader=False, threaded=True)
