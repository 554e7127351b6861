"""Prints how many test cases a schemathesis JSON report says were generated (and sent)."""
import json
import sys

with open(sys.argv[1], encoding="utf-8") as report:
    print(json.load(report)["test_cases"]["generated"])
