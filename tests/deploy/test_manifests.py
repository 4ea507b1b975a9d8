"""deploy/ artifacts parsed and checked on the fields that matter (the image itself is built and
run for real in tests/deploy/test_container.py)."""

from __future__ import annotations

import fnmatch
import json
import shlex
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
K8S = DEPLOY / "k8s"


def load_yaml(path: Path) -> Any:
    with path.open() as handle:
        return yaml.safe_load(handle)


# --------------------------------------------------------------------------- Dockerfile


def dockerfile_instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) pairs, continuation lines joined, comments dropped."""
    instructions: list[tuple[str, str]] = []
    pending = ""
    for raw in (DEPLOY / "Dockerfile").read_text().splitlines():
        line = raw.strip()
        if not pending and (not line or line.startswith("#")):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        line = pending + line
        pending = ""
        keyword, _, rest = line.partition(" ")
        instructions.append((keyword.upper(), rest.strip()))
    return instructions


def stages() -> list[list[tuple[str, str]]]:
    result: list[list[tuple[str, str]]] = []
    for keyword, rest in dockerfile_instructions():
        if keyword == "FROM":
            result.append([])
        assert result, "the Dockerfile must start with FROM"
        result[-1].append((keyword, rest))
    return result


def test_dockerfile_is_multi_stage_on_python_311_slim() -> None:
    all_stages = stages()
    assert len(all_stages) >= 2
    for stage in all_stages:
        assert stage[0][1].split()[0] == "python:3.11-slim"
    final = all_stages[-1]
    copies_from_build = [rest for keyword, rest in final if keyword == "COPY"]
    assert any(rest.startswith("--from=build ") for rest in copies_from_build)
    # the final stage installs nothing itself: it only copies the built environment
    assert not any(keyword == "RUN" and "pip install" in rest for keyword, rest in final)


def test_dockerfile_runs_the_server_as_a_non_root_user() -> None:
    final = stages()[-1]
    users = [rest for keyword, rest in final if keyword == "USER"]
    assert users, "the final stage must switch to a non-root user"
    user = users[-1].split(":")[0]
    assert user not in {"root", "0"}
    entrypoint = [json.loads(rest) for keyword, rest in final if keyword == "ENTRYPOINT"]
    assert entrypoint[-1] == ["meeple", "serve"]
    # nothing after USER switches back to root
    after_user = final[[keyword for keyword, _ in final].index("USER") :]
    assert not any(
        keyword == "USER" and rest.split(":")[0] in {"root", "0"} for keyword, rest in after_user
    )


def test_dockerfile_health_check_asks_grpc_health() -> None:
    final = stages()[-1]
    checks = [rest for keyword, rest in final if keyword == "HEALTHCHECK"]
    assert len(checks) == 1
    options, _, command = checks[0].partition("CMD")
    argv = json.loads(command.strip())
    assert argv[-1] == "/opt/meeple/healthcheck.py"
    assert "--start-period=" in options and "--interval=" in options
    copied = [rest for keyword, rest in final if keyword == "COPY" and "healthcheck.py" in rest]
    assert copied == ["deploy/healthcheck.py /opt/meeple/healthcheck.py"]


def dockerignore_admits(path: str) -> bool:
    """Evaluate .dockerignore for ``path`` the way Docker does (last matching rule wins)."""
    admitted = True
    for raw in (ROOT / ".dockerignore").read_text().splitlines():
        rule = raw.strip()
        if not rule or rule.startswith("#"):
            continue
        negate = rule.startswith("!")
        pattern = rule[1:] if negate else rule
        pattern = pattern.rstrip("/")
        parts = path.split("/")
        prefixes = ["/".join(parts[: i + 1]) for i in range(len(parts))]
        if pattern.startswith("**/"):
            matched = any(fnmatch.fnmatch(part, pattern[3:]) for part in parts)
        else:
            matched = any(fnmatch.fnmatch(prefix, pattern) for prefix in prefixes)
        if matched:
            admitted = negate
    return admitted


def test_every_copied_source_exists_and_is_in_the_build_context() -> None:
    for keyword, rest in dockerfile_instructions():
        if keyword != "COPY" or rest.startswith("--from="):
            continue
        *sources, _destination = shlex.split(rest)
        for source in sources:
            assert (ROOT / source).exists(), source
            assert dockerignore_admits(source.rstrip("/")), f"{source} is excluded by .dockerignore"
    for excluded in (".venv/bin/python", "tests/test_cli.py", ".git/HEAD", "x/y.sqlite3"):
        assert not dockerignore_admits(excluded), excluded
    assert dockerignore_admits("engines/contract.py")


# --------------------------------------------------------------------------- compose + Envoy


def test_compose_runs_two_replicas_on_postgres_behind_envoy() -> None:
    compose = load_yaml(DEPLOY / "compose.yaml")
    services = compose["services"]
    assert services["postgres"]["image"] == "postgres:15"
    meeple = services["meeple"]
    assert meeple["deploy"]["replicas"] == 2
    assert (DEPLOY / meeple["build"]["context"]).resolve() == ROOT
    assert meeple["build"]["dockerfile"] == "deploy/Dockerfile"
    environment = meeple["environment"]
    dsn = environment["MEEPLE_DATABASE"]
    assert dsn.startswith("postgresql://") and "@postgres:5432/" in dsn
    assert meeple["depends_on"]["postgres"]["condition"] == "service_healthy"
    # compose waits for the server's drain before it kills
    assert float(meeple["stop_grace_period"].removesuffix("s")) > float(environment["MEEPLE_GRACE"])
    envoy = services["envoy"]
    assert envoy["image"].startswith("envoyproxy/envoy:")
    assert "./envoy.yaml:/etc/envoy/envoy.yaml:ro" in envoy["volumes"]
    assert envoy["depends_on"]["meeple"]["condition"] == "service_healthy"
    assert "8080:8080" in envoy["ports"]
    # the web table: every replica serves it on 8080, Envoy routes to it
    assert environment["MEEPLE_WEB_PORT"] == "8080" and "8080" in meeple["expose"]


def envoy_connection_manager() -> dict[str, Any]:
    envoy = load_yaml(DEPLOY / "envoy.yaml")
    (listener,) = envoy["static_resources"]["listeners"]
    (chain,) = listener["filter_chains"]
    (manager,) = chain["filters"]
    assert manager["name"] == "envoy.filters.network.http_connection_manager"
    config: dict[str, Any] = manager["typed_config"]
    return config


def test_envoy_translates_grpc_web_and_never_times_out_streams() -> None:
    manager = envoy_connection_manager()
    filters = [entry["name"] for entry in manager["http_filters"]]
    assert "envoy.filters.http.grpc_web" in filters
    assert filters[-1] == "envoy.filters.http.router"
    assert manager["stream_idle_timeout"] == "0s"
    (host,) = manager["route_config"]["virtual_hosts"]
    routes = host["routes"]
    watch = [r for r in routes if r["match"].get("prefix") == "/meeple.v1.GameService/WatchTable"]
    assert len(watch) == 2  # native gRPC / gRPC-Web, and the web table's Connect stream
    for stream in watch:
        assert routes.index(stream) < len(routes) - 1, "a stream route precedes the catch-all"
        assert stream["route"]["timeout"] == "0s"
        assert stream["route"]["idle_timeout"] == "0s"
    expose = host["typed_per_filter_config"]["envoy.filters.http.cors"]["expose_headers"]
    assert "grpc-status-details-bin" in expose  # browsers need the ErrorInfo


def test_envoy_balances_over_http2_with_grpc_health_checks() -> None:
    envoy = load_yaml(DEPLOY / "envoy.yaml")
    cluster = {c["name"]: c for c in envoy["static_resources"]["clusters"]}["meeple"]
    assert cluster["type"] == "STRICT_DNS"  # every replica address behind the compose name
    assert cluster["lb_policy"] == "ROUND_ROBIN"
    options = cluster["typed_extension_protocol_options"][
        "envoy.extensions.upstreams.http.v3.HttpProtocolOptions"
    ]
    assert "http2_protocol_options" in options["explicit_http_config"]
    assert any("grpc_health_check" in check for check in cluster["health_checks"])
    (endpoint,) = cluster["load_assignment"]["endpoints"][0]["lb_endpoints"]
    address = endpoint["endpoint"]["address"]["socket_address"]
    compose = load_yaml(DEPLOY / "compose.yaml")
    assert address["address"] in compose["services"]
    assert str(address["port_value"]) == compose["services"]["meeple"]["environment"]["MEEPLE_PORT"]


# --------------------------------------------------------------------------- Kubernetes


def k8s(name: str) -> dict[str, Any]:
    document: dict[str, Any] = load_yaml(K8S / name)
    return document


def container() -> dict[str, Any]:
    (only,) = k8s("deployment.yaml")["spec"]["template"]["spec"]["containers"]
    result: dict[str, Any] = only
    return result


def env_of(entry: dict[str, Any]) -> dict[str, Any]:
    return {item["name"]: item for item in entry["env"]}


def test_deployment_probes_use_native_grpc_on_the_served_port() -> None:
    spec = container()
    ports = {port["name"]: port["containerPort"] for port in spec["ports"]}
    served = int(env_of(spec)["MEEPLE_PORT"]["value"])
    assert ports["grpc"] == served
    for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
        assert spec[probe]["grpc"]["port"] == served, probe
        assert "httpGet" not in spec[probe] and "tcpSocket" not in spec[probe]
    # readiness reacts fast (drain), liveness tolerates a slow moment
    assert spec["readinessProbe"]["failureThreshold"] < spec["livenessProbe"]["failureThreshold"]


def test_deployment_has_resources_and_a_non_root_security_context() -> None:
    pod = k8s("deployment.yaml")["spec"]["template"]["spec"]
    spec = container()
    for kind in ("requests", "limits"):
        assert {"cpu", "memory"} <= set(spec["resources"][kind]), kind
    assert pod["securityContext"]["runAsNonRoot"] is True
    final = stages()[-1]
    image_user = [rest for keyword, rest in final if keyword == "USER"][-1].split(":")[0]
    assert str(pod["securityContext"]["runAsUser"]) == image_user
    assert spec["securityContext"]["allowPrivilegeEscalation"] is False


def test_graceful_termination_covers_prestop_and_the_server_drain() -> None:
    pod = k8s("deployment.yaml")["spec"]["template"]["spec"]
    spec = container()
    pre_stop = spec["lifecycle"]["preStop"]["exec"]["command"]
    assert pre_stop[0] == "sleep"
    drain = float(env_of(spec)["MEEPLE_GRACE"]["value"])
    assert pod["terminationGracePeriodSeconds"] > float(pre_stop[1]) + drain


def test_database_dsn_comes_from_the_secret() -> None:
    database = env_of(container())["MEEPLE_DATABASE"]
    assert "value" not in database
    reference = database["valueFrom"]["secretKeyRef"]
    secret = k8s("secret.example.yaml")
    assert secret["kind"] == "Secret"
    assert reference["name"] == secret["metadata"]["name"]
    assert secret["stringData"][reference["key"]].startswith("postgresql://")


def test_service_hpa_and_pdb_select_the_deployment() -> None:
    deployment = k8s("deployment.yaml")
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert deployment["spec"]["selector"]["matchLabels"].items() <= labels.items()
    service = k8s("service.yaml")
    assert service["spec"]["selector"].items() <= labels.items()
    (port,) = [port for port in service["spec"]["ports"] if port["name"] == "grpc"]
    assert port["targetPort"] == "grpc"
    assert port["appProtocol"] == "kubernetes.io/h2c"
    hpa = k8s("hpa.yaml")
    assert hpa["apiVersion"] == "autoscaling/v2"
    target = hpa["spec"]["scaleTargetRef"]
    assert (target["kind"], target["name"]) == ("Deployment", deployment["metadata"]["name"])
    assert hpa["spec"]["minReplicas"] >= 2
    assert hpa["spec"]["maxReplicas"] > hpa["spec"]["minReplicas"]
    pdb = k8s("pdb.yaml")
    assert pdb["apiVersion"] == "policy/v1"
    assert pdb["spec"]["selector"]["matchLabels"].items() <= labels.items()
    assert pdb["spec"]["minAvailable"] < hpa["spec"]["minReplicas"]


def test_kustomization_lists_every_manifest_but_the_example_secret() -> None:
    listed = set(k8s("kustomization.yaml")["resources"])
    present = {path.name for path in K8S.glob("*.yaml")} - {"kustomization.yaml"}
    assert listed == present - {"secret.example.yaml"}


@pytest.mark.parametrize(
    "path", sorted([*K8S.glob("*.yaml"), DEPLOY / "compose.yaml", DEPLOY / "envoy.yaml"])
)
def test_every_manifest_is_one_yaml_mapping(path: Path) -> None:
    documents = list(yaml.safe_load_all(path.read_text()))
    assert len(documents) == 1 and isinstance(documents[0], dict)


# --------------------------------------------------------------------------- settings


def deploy_environment_names() -> set[str]:
    """Every MEEPLE_* variable the image, compose and Kubernetes set."""
    names = {
        word.split("=")[0]
        for keyword, rest in dockerfile_instructions()
        if keyword == "ENV"
        for word in rest.split()
        if word.startswith("MEEPLE_")
    }
    compose = load_yaml(DEPLOY / "compose.yaml")
    names |= {
        name for name in compose["services"]["meeple"]["environment"] if name.startswith("MEEPLE_")
    }
    names |= set(env_of(container()))
    return names


def test_every_variable_deploy_sets_is_a_server_setting() -> None:
    from dataclasses import fields

    from service.settings import Settings, env_name

    known = {env_name(f.name) for f in fields(Settings)}
    used = deploy_environment_names()
    assert {"MEEPLE_DATABASE", "MEEPLE_HOST", "MEEPLE_PORT", "MEEPLE_GRACE"} <= used
    assert used <= known, f"unknown settings: {sorted(used - known)}"


def test_the_autoscaled_replicas_fit_in_postgresql_connections() -> None:
    from service.store.postgres.store import MAX_CONNECTIONS

    postgres_default_max_connections = 100
    replicas = k8s("hpa.yaml")["spec"]["maxReplicas"]
    per_replica = MAX_CONNECTIONS + 2  # the pool, the LISTEN and the version-read connections
    assert replicas * per_replica < postgres_default_max_connections


def test_the_web_table_port_is_exposed_and_routed() -> None:
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    assert "MEEPLE_WEB_PORT=8080" in dockerfile
    assert any(line.startswith("EXPOSE") and "8080" in line for line in dockerfile.splitlines())
    envoy = load_yaml(DEPLOY / "envoy.yaml")
    web = {c["name"]: c for c in envoy["static_resources"]["clusters"]}["meeple_web"]
    (endpoint,) = web["load_assignment"]["endpoints"][0]["lb_endpoints"]
    assert endpoint["endpoint"]["address"]["socket_address"]["port_value"] == 8080
    (host,) = envoy_connection_manager()["route_config"]["virtual_hosts"]
    routes = host["routes"]
    grpc = [r for r in routes if r["route"]["cluster"] == "meeple"]
    assert grpc and all(
        h["name"] == "content-type" and h["string_match"]["prefix"] == "application/grpc"
        for r in grpc
        for h in r["match"]["headers"]
    ), "only gRPC (and gRPC-Web) goes to the gRPC port"
    assert routes[-1]["route"]["cluster"] == "meeple_web"  # the page and its Connect calls
    stream = [r for r in routes if r["name"] == "web_watch_stream"]
    assert stream and stream[0]["route"]["timeout"] == "0s"
    deployment = load_yaml(DEPLOY / "k8s" / "deployment.yaml")
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    assert {"name": "web", "containerPort": 8080, "protocol": "TCP"} in container["ports"]
    service = load_yaml(DEPLOY / "k8s" / "service.yaml")
    assert {"name": "web", "port": 8080, "targetPort": "web", "protocol": "TCP"} in service["spec"][
        "ports"
    ]
