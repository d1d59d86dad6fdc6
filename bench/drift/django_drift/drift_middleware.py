"""Applies the drift bench's changes to the stock admin before each request, read from the JSON file $DRIFT_FILE:

    {"admin": {"customer": {"ordering": ["-joined"], "list_per_page": 5, "list_display": [...]}},
     "labels": {"order.status": "Order status"}}

`admin` sets attributes of a model's ModelAdmin (what a site's own admin.py would say); `labels` sets a model
field's verbose name (the label on its form and its list column). Whatever the file no longer names is put back
as the bed's admin.py has it, so one running server serves every drift.
"""
import json
import os
import sys

from django.apps import apps
from django.contrib import admin

_ORIGINAL: dict = {}
_APPLIED = [None]


def _model(name):
    return apps.get_model("shop", name)


def _apply(spec):
    for (kind, model, attr), value in _ORIGINAL.items():
        if kind == "admin":
            setattr(admin.site._registry[_model(model)], attr, value)
        else:
            _model(model)._meta.get_field(attr).verbose_name = value
    for model, attrs in spec.get("admin", {}).items():
        model_admin = admin.site._registry[_model(model)]
        for attr, value in attrs.items():
            _ORIGINAL.setdefault(("admin", model, attr), getattr(model_admin, attr))
            setattr(model_admin, attr, tuple(value) if isinstance(value, list) else value)
    for dotted, label in spec.get("labels", {}).items():
        model, field = dotted.split(".")
        found = _model(model)._meta.get_field(field)
        _ORIGINAL.setdefault(("label", model, field), found.verbose_name)
        found.verbose_name = label


class DriftMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        path = os.environ.get("DRIFT_FILE", "")
        text = "{}"
        if path and os.path.exists(path):
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        if text != _APPLIED[0]:
            _apply(json.loads(text or "{}"))
            _APPLIED[0] = text
        if request.method == "POST":  # what was asked of the application, for the bench's report (server.log)
            asked = {"selected": request.POST.getlist("_selected_action"), "action": request.POST.get("action", "")}
            print(f"DRIFT-POST {request.path} {json.dumps(asked)}", file=sys.stderr, flush=True)
        return self.get_response(request)
