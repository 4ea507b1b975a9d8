"""deploy/ monitoring: the Prometheus config and alert rules pass promtool (with unit tests of
every alert), the dashboard, alerts and autoscaling rule read only metrics the server exports,
and the metrics port is the same in the image, compose and Kubernetes."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from service.store.base import StoreStats
from service.telemetry.collector import ServiceCollector, Snapshot
from service.telemetry.metrics import Metrics
from tests.deploy.test_manifests import (
    DEPLOY,
    K8S,
    container,
    dockerfile_instructions,
    env_of,
    k8s,
    load_yaml,
)

ROOT = Path(__file__).resolve().parents[2]
PROMETHEUS = DEPLOY / "prometheus"
METRICS_PORT = 9464
#: what the issue asks an operator to see, each in the dashboard
DASHBOARD_MUST_SHOW = {
    "grpc_server_handled_total",
    "grpc_server_handling_seconds",
    "meeple_active_streams",
    "meeple_tables",
    "meeple_actions_applied_total",
    "meeple_store_commit_seconds",
    "meeple_store_version_conflicts_total",
    "meeple_sqlite_database_bytes",
    "meeple_sqlite_wal_bytes",
    "meeple_postgres_pool",
    "meeple_watchers",
    "meeple_bot_turns_total",
    "meeple_deadlines_fired_total",
}
NAME = re.compile(
    r"\b((?:grpc_server|meeple|process|python)_[a-z_]+|up)\b(?=\s*[{\[)]|\s*$|\s*[-+*/<>=])"
)


def promtool() -> str:
    """promtool from Debian's prometheus package (.ci/run installs it): required in CI."""
    found = shutil.which("promtool")
    if found:
        return found
    if os.environ.get("CI"):
        pytest.fail("promtool is missing: .ci/run installs Debian's prometheus package")
    pytest.skip("needs promtool (apt-get install --no-install-recommends prometheus)")


def run_promtool(*args: str, cwd: Path) -> None:
    done = subprocess.run([promtool(), *args], cwd=cwd, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_prometheus_config_and_alert_rules_pass_promtool() -> None:
    run_promtool("check", "config", "prometheus.yml", cwd=PROMETHEUS)
    run_promtool("check", "rules", "alerts.yaml", cwd=PROMETHEUS)


def test_every_alert_fires_on_its_symptom_and_not_on_healthy_series() -> None:
    run_promtool("test", "rules", "alerts_test.yaml", cwd=ROOT / "tests" / "deploy")


def exported_names() -> set[str]:
    """Every metric name a server can export, histograms and counters with their series."""
    metrics = Metrics(frozenset({"carcassonne"}))
    families = list(metrics.registry.collect())
    everything = StoreStats(database_bytes=1, wal_bytes=1, pool={"pool_size": 1})
    loop = asyncio.new_event_loop()
    try:
        collector = ServiceCollector(metrics, loop, lambda: asyncio.sleep(0))  # type: ignore[arg-type,return-value]
        families += list(collector.families(Snapshot(everything, watchers=0)))
    finally:
        loop.close()
    names = {"up"}
    for family in families:
        names.add(family.name)
        if family.type == "counter":
            names.add(family.name + "_total")
        if family.type == "histogram":
            names |= {family.name + suffix for suffix in ("_bucket", "_count", "_sum")}
    return names


def expressions() -> dict[str, str]:
    """Every PromQL expression deploy/ ships, by where it is."""
    found: dict[str, str] = {}
    for group in load_yaml(PROMETHEUS / "alerts.yaml")["groups"]:
        for rule in group["rules"]:
            found[f"alert {rule['alert']}"] = rule["expr"]
    dashboard = json.loads((DEPLOY / "grafana" / "meeple.json").read_text())
    for panel in dashboard["panels"]:
        for target in panel["targets"]:
            found[f"panel {panel['title']!r} {target['refId']}"] = target["expr"]
    adapter = load_yaml(K8S / "monitoring" / "prometheus-adapter-rules.yaml")
    for index, rule in enumerate(adapter["rules"]["custom"]):
        found[f"adapter rule {index}"] = rule["seriesQuery"]
    return found


def test_dashboards_alerts_and_autoscaling_read_only_exported_metrics() -> None:
    known = exported_names()
    used: set[str] = set()
    for where, expr in expressions().items():
        names = set(NAME.findall(expr))
        assert names, f"{where}: no metric found in {expr!r}"
        assert names <= known, f"{where}: unknown metrics {sorted(names - known)}"
        used |= names
    shown = {re.sub(r"_(bucket|count|sum)$", "", name) for name in used}
    assert shown >= DASHBOARD_MUST_SHOW, sorted(DASHBOARD_MUST_SHOW - shown)


def test_alerts_cover_errors_latency_wal_and_replica_health() -> None:
    rules = {
        rule["alert"]: rule
        for group in load_yaml(PROMETHEUS / "alerts.yaml")["groups"]
        for rule in group["rules"]
    }
    assert 'grpc_code=~"' in rules["MeepleHighErrorRate"]["expr"]
    assert "histogram_quantile(0.99" in rules["MeepleHighLatencyP99"]["expr"]
    assert 'grpc_type="unary"' in rules["MeepleHighLatencyP99"]["expr"]  # not stream lifetimes
    assert "meeple_sqlite_wal_bytes" in rules["MeepleSQLiteWALLarge"]["expr"]
    assert rules["MeepleReplicaDown"]["expr"].startswith('up{job="meeple"}')
    for rule in rules.values():
        assert rule["labels"]["severity"] in {"page", "warn"}
        assert rule["annotations"]["summary"] and rule["for"]


def dockerfile_values(keyword: str) -> list[str]:
    return [rest for word, rest in dockerfile_instructions() if word == keyword]


def test_the_metrics_port_is_the_same_in_the_image_compose_and_kubernetes() -> None:
    env_words = " ".join(dockerfile_values("ENV")).split()
    assert f"MEEPLE_METRICS_PORT={METRICS_PORT}" in env_words
    assert str(METRICS_PORT) in " ".join(dockerfile_values("EXPOSE")).split()

    compose = load_yaml(DEPLOY / "compose.yaml")["services"]
    assert compose["meeple"]["environment"]["MEEPLE_METRICS_PORT"] == str(METRICS_PORT)
    assert str(METRICS_PORT) in compose["meeple"]["expose"]
    prometheus = compose["prometheus"]
    assert prometheus["image"].startswith("prom/prometheus:")
    assert "./prometheus:/etc/prometheus:ro" in prometheus["volumes"]
    assert "--config.file=/etc/prometheus/prometheus.yml" in prometheus["command"]
    assert prometheus["depends_on"]["meeple"]["condition"] == "service_healthy"
    (job,) = load_yaml(PROMETHEUS / "prometheus.yml")["scrape_configs"]
    assert job["job_name"] == "meeple"
    (discovery,) = job["dns_sd_configs"]
    assert discovery["names"] == ["meeple"] and discovery["port"] == METRICS_PORT

    spec = container()
    ports = {port["name"]: port["containerPort"] for port in spec["ports"]}
    assert ports["metrics"] == METRICS_PORT
    assert env_of(spec)["MEEPLE_METRICS_PORT"]["value"] == str(METRICS_PORT)
    annotations = k8s("deployment.yaml")["spec"]["template"]["metadata"]["annotations"]
    assert annotations["prometheus.io/scrape"] == "true"
    assert annotations["prometheus.io/port"] == str(METRICS_PORT)
    assert annotations["prometheus.io/path"] == "/metrics"
    service = k8s("service.yaml")
    metrics_port = [port for port in service["spec"]["ports"] if port["name"] == "metrics"]
    assert metrics_port and metrics_port[0]["targetPort"] == "metrics"


def test_the_service_monitor_scrapes_the_services_metrics_port_as_job_meeple() -> None:
    monitor: dict[str, Any] = load_yaml(K8S / "monitoring" / "servicemonitor.yaml")
    service = k8s("service.yaml")
    assert monitor["kind"] == "ServiceMonitor"
    assert (
        monitor["spec"]["selector"]["matchLabels"].items() <= service["metadata"]["labels"].items()
    )
    (endpoint,) = monitor["spec"]["endpoints"]
    assert endpoint["port"] in {port["name"] for port in service["spec"]["ports"]}
    assert endpoint["path"] == "/metrics"
    # the job label comes from the Service's name label: "meeple", as the alerts expect
    assert service["metadata"]["labels"][monitor["spec"]["jobLabel"]] == "meeple"
    listed = load_yaml(K8S / "monitoring" / "kustomization.yaml")["resources"]
    assert listed == ["servicemonitor.yaml"]


def test_the_hpa_scales_on_cpu_which_needs_no_metrics_adapter() -> None:
    (metric,) = k8s("hpa.yaml")["spec"]["metrics"]
    assert metric["type"] == "Resource" and metric["resource"]["name"] == "cpu"
    documented = (K8S / "hpa.yaml").read_text()
    assert "grpc_server_handled_per_second" in documented  # the request-rate variant
    rule = load_yaml(K8S / "monitoring" / "prometheus-adapter-rules.yaml")["rules"]["custom"][0]
    assert (
        rule["name"]["as"].replace("${1}", "grpc_server_handled")
        == "grpc_server_handled_per_second"
    )
