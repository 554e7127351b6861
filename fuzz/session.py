"""Small HTTP helpers for fuzz/run.sh (no curl needed).

    python3 fuzz/session.py health URL            exit 0 when GET URL/api/health answers 200
    python3 fuzz/session.py login URL PASSWORD    print the n4n4_session cookie value of admin
"""
import json
import sys
import urllib.request


def health(base: str) -> int:
    try:
        with urllib.request.urlopen(f"{base}/api/health", timeout=2) as response:
            return 0 if response.status == 200 else 1
    except OSError:
        return 1


def login(base: str, password: str) -> int:
    body = json.dumps({"username": "admin", "password": password}).encode()
    request = urllib.request.Request(f"{base}/api/auth/login", data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        for header in response.headers.get_all("Set-Cookie") or []:
            name, _, rest = header.partition("=")
            if name == "n4n4_session":
                print(rest.split(";", 1)[0])
                return 0
    return 1


if __name__ == "__main__":
    command, base, *rest = sys.argv[1:]
    sys.exit(health(base) if command == "health" else login(base, *rest))
