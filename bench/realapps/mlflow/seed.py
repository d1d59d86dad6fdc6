"""Seed a fresh MLflow tracking store (SQLite) with four experiments, their runs and one registered model, through
MLflow's own client (its migrations create the tables, the client writes what a training script would log).

Runs inside the application's own venv (it imports mlflow), never in plainwright's:

    .cache/mlflow/venv/bin/python seed.py sqlite:///.cache/mlflow/mlflow.db .cache/mlflow/artifacts

Runs are dated from a fixed start (2025-03-03 11:06:40 UTC, an hour apart in the order of RUNS) so that sorting by
time is the same on every build (experiments and model versions get the time of the build);
run ids are MLflow's own (random), so the judges find runs by their names. Look-alikes on purpose: the runs
"baseline-lr-0.01" and "baseline-lr-0.1", "xgb-depth-6" and "xgb-depth-8", the experiments "churn-prediction" and
"churn-prediction-v2".
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from mlflow.entities import Metric, Param
from mlflow.tracking import MlflowClient

START_MS = 1_741_000_000_000  # 2025-03-03 11:06:40 UTC; runs start an hour apart from here
HOUR_MS = 3_600_000

# name, description, tags
EXPERIMENTS = [
    ("fraud-detection", "Gradient boosted trees on card transactions (2024 Q4 extract).",
     {"team": "risk", "dataset": "transactions-2024q4"}),
    ("churn-prediction", "Monthly churn model for the subscription product.",
     {"team": "growth", "dataset": "subscribers-2025-01"}),
    ("churn-prediction-v2", "Second iteration with usage features.", {"team": "growth"}),
    ("image-classifier", "ResNet fine-tuning on the product photo catalogue.", {"team": "vision"}),
]

# experiment, run name, params, final metrics, tags, status
RUNS = [
    ("fraud-detection", "baseline-lr-0.01",
     {"model_type": "logistic_regression", "learning_rate": "0.01", "max_iter": "200"},
     {"accuracy": 0.912, "precision": 0.874, "recall": 0.701, "auc": 0.938},
     {"owner": "alice", "stage": "baseline"}, "FINISHED"),
    ("fraud-detection", "baseline-lr-0.1",
     {"model_type": "logistic_regression", "learning_rate": "0.1", "max_iter": "200"},
     {"accuracy": 0.887, "precision": 0.851, "recall": 0.664, "auc": 0.915},
     {"owner": "alice", "stage": "baseline"}, "FINISHED"),
    ("fraud-detection", "xgb-depth-6",
     {"model_type": "xgboost", "learning_rate": "0.05", "max_depth": "6", "n_estimators": "400"},
     {"accuracy": 0.957, "precision": 0.921, "recall": 0.812, "auc": 0.981},
     {"owner": "bob", "stage": "candidate"}, "FINISHED"),
    ("fraud-detection", "xgb-depth-8",
     {"model_type": "xgboost", "learning_rate": "0.05", "max_depth": "8", "n_estimators": "400"},
     {"accuracy": 0.949, "precision": 0.935, "recall": 0.779, "auc": 0.976},
     {"owner": "bob", "stage": "candidate"}, "FINISHED"),
    ("fraud-detection", "xgb-depth-10-oom",
     {"model_type": "xgboost", "learning_rate": "0.05", "max_depth": "10", "n_estimators": "400"},
     {"accuracy": 0.611},
     {"owner": "bob"}, "FAILED"),
    ("churn-prediction", "rf-100-trees",
     {"model_type": "random_forest", "n_estimators": "100", "max_depth": "12"},
     {"accuracy": 0.842, "f1": 0.611, "auc": 0.871},
     {"owner": "carla"}, "FINISHED"),
    ("churn-prediction", "rf-300-trees",
     {"model_type": "random_forest", "n_estimators": "300", "max_depth": "12"},
     {"accuracy": 0.851, "f1": 0.634, "auc": 0.879},
     {"owner": "carla"}, "FINISHED"),
    ("churn-prediction", "lightgbm-default",
     {"model_type": "lightgbm", "n_estimators": "500", "num_leaves": "31"},
     {"accuracy": 0.866, "f1": 0.652, "auc": 0.893},
     {"owner": "dmitri"}, "FINISHED"),
    ("churn-prediction-v2", "lightgbm-usage-features",
     {"model_type": "lightgbm", "n_estimators": "500", "num_leaves": "63"},
     {"accuracy": 0.881, "f1": 0.688, "auc": 0.907},
     {"owner": "dmitri"}, "FINISHED"),
    ("image-classifier", "resnet18-sgd",
     {"architecture": "resnet18", "optimizer": "sgd", "learning_rate": "0.1", "epochs": "10", "batch_size": "64"},
     {"val_accuracy": 0.781, "train_loss": 0.412},
     {"owner": "emma", "gpu": "a10"}, "FINISHED"),
    ("image-classifier", "resnet50-adam",
     {"architecture": "resnet50", "optimizer": "adam", "learning_rate": "0.001", "epochs": "10", "batch_size": "32"},
     {"val_accuracy": 0.846, "train_loss": 0.265},
     {"owner": "emma", "gpu": "a100"}, "FINISHED"),
    ("image-classifier", "resnet50-adam-augment",
     {"architecture": "resnet50", "optimizer": "adam", "learning_rate": "0.001", "epochs": "10", "batch_size": "32",
      "augmentation": "randaugment"},
     {"val_accuracy": 0.873, "train_loss": 0.301},
     {"owner": "emma", "gpu": "a100"}, "FINISHED"),
]

STEPS = 10  # every metric is logged at steps 0..9, converging to its final value at step 9

# registered model: name, description, tags, versions (run name, description, aliases, tags)
MODEL = ("fraud-classifier", "Card fraud classifier served by the payments gateway.", {"owner_team": "risk"},
         [("baseline-lr-0.01", "Logistic regression baseline.", ["production"], {"validated": "true"}),
          ("xgb-depth-6", "XGBoost, depth 6.", [], {}),
          ("xgb-depth-8", "XGBoost, depth 8.", [], {})])


def _series(final: float, step: int, is_loss: bool) -> float:
    """A metric at `step`: starts far off and converges to `final` at the last step."""
    progress = 1 - math.exp(-0.6 * step) if step < STEPS - 1 else 1.0
    start = final * 3 if is_loss else final * 0.55
    return round(start + (final - start) * progress, 4)


def seed(tracking_uri: str, artifact_root: Path) -> None:
    client = MlflowClient(tracking_uri=tracking_uri, registry_uri=tracking_uri)
    experiment_ids = {}
    for name, description, tags in EXPERIMENTS:
        experiment_ids[name] = client.create_experiment(
            name, artifact_location=(artifact_root / name).as_uri(),
            tags={**tags, "mlflow.note.content": description, "mlflow.experimentKind": "custom_model_development"})
    run_ids = {}
    for index, (experiment, run_name, params, metrics, tags, status) in enumerate(RUNS):
        started = START_MS + index * HOUR_MS
        run = client.create_run(experiment_ids[experiment], start_time=started, run_name=run_name,
                                tags={**tags, "mlflow.user": tags["owner"], "mlflow.source.type": "LOCAL",
                                      "mlflow.source.name": "train.py"})
        run_id = run.info.run_id
        run_ids[run_name] = run_id
        client.log_batch(run_id, params=[Param(key, value) for key, value in params.items()])
        series = [Metric(key, _series(value, step, "loss" in key), started + (step + 1) * 60_000, step)
                  for key, value in metrics.items() for step in range(STEPS if status == "FINISHED" else 3)]
        client.log_batch(run_id, metrics=series)
        client.log_text(run_id, f"run {run_name}\n" + "".join(f"{k}={v}\n" for k, v in params.items()),
                        "config/params.txt")
        client.set_terminated(run_id, status=status, end_time=started + 30 * 60_000)
    name, description, tags, versions = MODEL
    client.create_registered_model(name, tags=tags, description=description)
    for run_name, version_description, aliases, version_tags in versions:
        run_id = run_ids[run_name]
        source = f"{client.get_run(run_id).info.artifact_uri}/config"
        version = client.create_model_version(name, source, run_id=run_id, tags=version_tags,
                                              description=version_description)
        for alias in aliases:
            client.set_registered_model_alias(name, alias, version.version)


if __name__ == "__main__":
    seed(sys.argv[1], Path(sys.argv[2]).resolve())
