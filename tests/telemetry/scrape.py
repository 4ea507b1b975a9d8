"""Scrape a server's /metrics over HTTP and read samples by name and labels."""

from __future__ import annotations

import urllib.request
from dataclasses import dataclass

from prometheus_client.parser import text_string_to_metric_families


@dataclass(frozen=True, slots=True)
class Sample:
    name: str
    labels: dict[str, str]
    value: float


class Scrape:
    """One scrape: every sample, and sums of those matching a name and some labels."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.samples = [
            Sample(sample.name, dict(sample.labels), float(sample.value))
            for family in text_string_to_metric_families(text)
            for sample in family.samples
        ]

    def value(self, name: str, **labels: str) -> float:
        """The sum of the samples called ``name`` whose labels include ``labels`` (0 if none)."""
        return sum(
            sample.value
            for sample in self.samples
            if sample.name == name and labels.items() <= sample.labels.items()
        )

    def has(self, name: str) -> bool:
        return any(sample.name == name for sample in self.samples)

    def label_values(self) -> set[str]:
        return {value for sample in self.samples for value in sample.labels.values()}


def scrape(address: str, timeout: float = 10.0) -> Scrape:
    """GET http://``address``/metrics."""
    with urllib.request.urlopen(f"http://{address}/metrics", timeout=timeout) as response:
        assert response.status == 200
        assert response.headers["Content-Type"].startswith("text/plain")
        return Scrape(response.read().decode())
