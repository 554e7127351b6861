"""Small HTTP helpers for fuzz/run.sh (no curl needed).

    python3 fuzz/session.py health URL            exit 0 when GET URL/api/health answers 200
    python3 fuzz/session.py login URL PASSWORD    print the n4n4_session cookie value of admin
    python3 fuzz/session.py fixtures URL SESSION  create the records the fuzzer's fixed identifiers
                                                  name (a published post with one revision, an
                                                  issue, a tag, a category, a court, an
                                                  uploaded image) and print them as
                                                  shell assignments
"""
import json
import struct
import sys
import urllib.request
import zlib


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


def call(base: str, session: str, method: str, path: str, body: object | None = None) -> object:
    data = None if body is None else json.dumps(body).encode()
    headers = {"Cookie": f"n4n4_session={session}"}
    if data is not None:
        headers["Content-Type"] = "application/json"
    request = urllib.request.Request(f"{base}{path}", data=data, method=method, headers=headers)
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read() or b"null")


def png(width: int = 8, height: int = 8) -> bytes:
    """A small red PNG, made here so the fixtures need no file."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + b"\xff\x00\x00" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def upload(base: str, session: str) -> dict:
    boundary = "fuzzing-fixture-boundary"
    body = (
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"image\"; filename=\"fixture.png\"\r\n"
        "Content-Type: image/png\r\n\r\n"
    ).encode() + png() + f"\r\n--{boundary}--\r\n".encode()
    headers = {"Cookie": f"n4n4_session={session}", "Content-Type": f"multipart/form-data; boundary={boundary}"}
    request = urllib.request.Request(f"{base}/api/upload/image", data=body, method="POST", headers=headers)
    with urllib.request.urlopen(request, timeout=20) as response:
        return json.loads(response.read())


def fixtures(base: str, session: str) -> int:
    post = {"title": "Fuzzing fixture", "slug": "fuzzing-fixture", "content": "<p>A post the fuzzer reads.</p>", "publishStatus": "published"}
    created = call(base, session, "POST", "/api/blog/posts", post)
    # One save keeps the first version as a revision.
    saved = call(base, session, "PUT", f"/api/blog/posts/{created['id']}", {**post, "subtitle": "Saved once", "version": created["version"]})
    revisions = call(base, session, "GET", f"/api/blog/posts/{created['id']}/revisions")
    issue = call(base, session, "POST", "/api/newsletter/issues", {"subject": "Fuzzing fixture", "intro": "An issue the fuzzer reads.", "posts": []})
    print(f"FUZZ_POST_ID={created['id']}")
    print(f"FUZZ_POST_SLUG={saved['slug']}")
    print(f"FUZZ_REVISION_ID={revisions[0]['id']}")
    print(f"FUZZ_ISSUE_ID={issue['id']}")
    tag = call(base, session, "POST", "/api/blog/tags", {"name": "Fuzzing fixture", "slug": "fuzzing-fixture-tag"})
    category = call(base, session, "POST", "/api/blog/categories", {"name": "Fuzzing fixture", "slug": "fuzzing-fixture-category"})
    print(f"FUZZ_TAG_ID={tag['id']}")
    print(f"FUZZ_CATEGORY_ID={category['id']}")
    court = call(base, session, "POST", "/api/courts", {"name": "Fuzzing fixture court", "city": "Boise", "state": "ID", "zip": "83702", "outdoorCourts": 2})
    print(f"FUZZ_COURT_ID={court['id']}")
    print(f"FUZZ_UPLOAD={upload(base, session)['filename']}")
    return 0


if __name__ == "__main__":
    command, base, *rest = sys.argv[1:]
    sys.exit({"health": health, "login": login, "fixtures": fixtures}[command](base, *rest))
