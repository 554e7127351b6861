"""Small HTTP helpers for fuzz/run.sh (no curl needed).

    python3 fuzz/session.py health URL            exit 0 when GET URL/api/health answers 200
    python3 fuzz/session.py login URL PASSWORD    print the n4n4_session cookie value of admin
    python3 fuzz/session.py fixtures URL SESSION DATA_DIR
                                                  create the records and sessions the fuzzer's
                                                  fixed identifiers name and print them as shell
                                                  assignments (see fixtures() for the list).
                                                  Mailed links are read from the server's outbox,
                                                  DATA_DIR/outbox (the server has no SMTP_URL).
"""
import email
import email.policy
import hashlib
import hmac
import json
import re
import struct
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import zlib
from pathlib import Path

STAFF_COOKIE = "n4n4_session"
MEMBER_COOKIE = "pbh_member"
# The password of every staff account made here (fuzz/*.toml give it to sign-in and password
# change): the accounts live as long as the fuzzing server.
FIXTURE_PASSWORD = "fuzzing-fixture-password"
# Single-use fixtures, one for each phase a run may have (examples, coverage, fuzzing, stateful).
PHASES = 4
POOLS = ("FUZZ_INVITATIONS", "FUZZ_RESETS", "FUZZ_2FA_SETUPS", "FUZZ_2FA_ON", "FUZZ_PASSWORD_CHANGES")
# The smallest exports the importers take (fuzz/hooks.py sends them as some of the valid bodies).
GHOST_EXPORT = json.dumps({"db": [{"meta": {"version": "5.96.0"}, "data": {"posts": [
    {"id": "f1", "title": "Imported by the fuzzer", "slug": "fuzz-imported-ghost", "html": "<p>From Ghost.</p>", "type": "post", "status": "draft"},
]}}]}).encode()
WXR_EXPORT = (
    '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"'
    ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Old club</title>'
    "<wp:wxr_version>1.2</wp:wxr_version><item><title>Imported by the fuzzer</title><dc:creator>admin</dc:creator>"
    "<content:encoded><![CDATA[<p>From WordPress.</p>]]></content:encoded><wp:post_id>7</wp:post_id>"
    "<wp:post_name>fuzz-imported-wordpress</wp:post_name><wp:status>draft</wp:status><wp:post_type>post</wp:post_type></item>"
    "</channel></rss>"
).encode()


# A webhook receiver the fuzzing server may name: it reaches only the loopback (WEBHOOK_LOOPBACK_ONLY
# in fuzz/run.sh), and only a hook that allows private addresses may. Nothing listens on port 9: a
# delivery fails at once.
LOOPBACK_HOOK = "http://127.0.0.1:9/fuzzing-hook"


def health(base: str) -> int:
    try:
        with urllib.request.urlopen(f"{base}/api/health", timeout=2) as response:
            return 0 if response.status == 200 else 1
    except OSError:
        return 1


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):  # noqa: ANN002, ANN003
        return None


OPENER = urllib.request.build_opener(NoRedirect)


def request(base: str, method: str, path: str, body: object | None = None, cookie: str | None = None, form: dict | None = None) -> tuple[int, object, list[str]]:
    """One call: its status, its JSON body (or None) and its Set-Cookie lines; errors are answers too."""
    headers = {}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    if form is not None:
        data = urllib.parse.urlencode(form).encode()
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    if cookie:
        headers["Cookie"] = cookie
    req = urllib.request.Request(f"{base}{path}", data=data, method=method, headers=headers)
    try:
        response = OPENER.open(req, timeout=20)
    except urllib.error.HTTPError as error:
        response = error
    with response:
        raw = response.read()
        cookies = response.headers.get_all("Set-Cookie") or []
        try:
            parsed = json.loads(raw) if raw else None
        except ValueError:
            parsed = None
        return response.status, parsed, cookies


def cookie_value(cookies: list[str], name: str) -> str | None:
    for header in cookies:
        key, _, rest = header.partition("=")
        value = rest.split(";", 1)[0]
        if key == name and value:
            return value
    return None


def sign_in(base: str, username: str, password: str) -> str:
    status, answer, cookies = request(base, "POST", "/api/auth/login", {"username": username, "password": password})
    value = cookie_value(cookies, STAFF_COOKIE)
    if status != 200 or not value:
        raise RuntimeError(f"sign-in of {username}: {status} {answer}")
    return value


def login(base: str, password: str) -> int:
    print(sign_in(base, "admin", password))
    return 0


def call(base: str, session: str, method: str, path: str, body: object | None = None, cookie: str = STAFF_COOKIE) -> object:
    status, answer, _ = request(base, method, path, body, f"{cookie}={session}")
    if status >= 300:
        raise RuntimeError(f"{method} {path}: {status} {answer}")
    return answer


def png(width: int = 8, height: int = 8) -> bytes:
    """A small red PNG, made here so the fixtures need no file."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + b"\xff\x00\x00" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def multipart(base: str, session: str, path: str, fields: dict[str, str], files: dict[str, tuple[str, str, bytes]]) -> dict:
    """A multipart/form-data POST: `files` maps a field to (file name, media type, bytes)."""
    boundary = "fuzzing-fixture-boundary"
    parts = [f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode() for name, value in fields.items()]
    for name, (filename, media_type, data) in files.items():
        head = f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\nContent-Type: {media_type}\r\n\r\n'
        parts.append(head.encode() + data + b"\r\n")
    body = b"".join(parts) + f"--{boundary}--\r\n".encode()
    headers = {"Cookie": f"{STAFF_COOKIE}={session}", "Content-Type": f"multipart/form-data; boundary={boundary}"}
    req = urllib.request.Request(f"{base}{path}", data=body, method="POST", headers=headers)
    with urllib.request.urlopen(req, timeout=20) as response:
        return json.loads(response.read())


def upload(base: str, session: str) -> dict:
    return multipart(base, session, "/api/upload/image", {}, {"image": ("fixture.png", "image/png", png())})


def mailed_token(data_dir: str, recipient: str, page: str) -> str:
    """The token of the newest link to `page` mailed to `recipient`; mail goes after the answer, so it waits."""
    outbox = Path(data_dir) / "outbox"
    pattern = re.compile(re.escape(page) + r"\?token=([A-Za-z0-9_-]+)")
    for _ in range(200):
        for file in sorted(outbox.glob("*.eml"), reverse=True) if outbox.is_dir() else []:
            message = email.message_from_bytes(file.read_bytes(), policy=email.policy.default)
            if recipient.lower() not in str(message["To"]).lower():
                continue
            text = "".join(part.get_content() for part in message.walk() if part.get_content_maintype() == "text")
            found = pattern.search(text)
            if found:
                return found.group(1)
        time.sleep(0.1)
    raise RuntimeError(f"no mail to {recipient} with a link to {page}")


def totp(secret: str, at: float | None = None) -> str:
    """The authenticator code of a base32 secret now (RFC 6238: SHA-1, 6 digits, 30 s)."""
    key = __import__("base64").b32decode(secret.upper() + "=" * (-len(secret) % 8))
    counter = struct.pack(">Q", int((time.time() if at is None else at) // 30))
    digest = hmac.new(key, counter, hashlib.sha1).digest()
    offset = digest[-1] & 0x0F
    return f"{(struct.unpack('>I', digest[offset:offset + 4])[0] & 0x7FFFFFFF) % 1_000_000:06d}"


def aside(base: str) -> str:
    """The server from another local address: what the fixtures ask for counts against that
    address's limits (sign-in links, reset requests), not against the fuzzer's."""
    return base.replace("://127.0.0.1:", "://127.0.0.2:")


def member(base: str, data_dir: str, address: str) -> str:
    """A member signed in through the mailed link: its cookie value."""
    status, answer, _ = request(aside(base), "POST", "/api/members/sign-in", {"email": address})
    if status != 202:
        raise RuntimeError(f"member sign-in of {address}: {status} {answer}")
    token = mailed_token(data_dir, address, "/members/sign-in")
    status, _, cookies = request(base, "POST", "/members/sign-in", form={"token": token})
    value = cookie_value(cookies, MEMBER_COOKIE)
    if status != 303 or not value:
        raise RuntimeError(f"member link of {address}: {status}")
    return value


def staff(base: str, session: str, data_dir: str, username: str, role: str, accept: bool = True) -> dict:
    """A staff account invited by admin; with `accept`, its password chosen and its session opened."""
    user = call(base, session, "POST", "/api/users", {"username": username, "email": f"{username}@example.com", "role": role})
    token = mailed_token(data_dir, f"{username}@example.com", "/account/setup")
    if not accept:
        return {"id": user["id"], "token": token}
    status, answer, cookies = request(base, "POST", "/api/auth/invitations/accept", {"token": token, "password": FIXTURE_PASSWORD})
    value = cookie_value(cookies, STAFF_COOKIE)
    if status != 200 or not value:
        raise RuntimeError(f"invitation of {username}: {status} {answer}")
    return {"id": user["id"], "session": value}


def fixtures(base: str, session: str, data_dir: str) -> int:
    out: dict[str, object] = {}
    post = {"title": "Fuzzing fixture", "slug": "fuzzing-fixture", "content": "<p>A post the fuzzer reads.</p>", "publishStatus": "published"}
    created = call(base, session, "POST", "/api/blog/posts", post)
    # One save keeps the first version as a revision.
    saved = call(base, session, "PUT", f"/api/blog/posts/{created['id']}", {**post, "subtitle": "Saved once", "version": created["version"]})
    revisions = call(base, session, "GET", f"/api/blog/posts/{created['id']}/revisions")
    issue = call(base, session, "POST", "/api/newsletter/issues", {"subject": "Fuzzing fixture", "intro": "An issue the fuzzer reads.", "posts": []})
    out |= {"FUZZ_POST_ID": created["id"], "FUZZ_POST_EDIT_SLUG": created["slug"], "FUZZ_REVISION_ID": revisions[0]["id"], "FUZZ_ISSUE_ID": issue["id"]}
    tag = call(base, session, "POST", "/api/blog/tags", {"name": "Fuzzing fixture", "slug": "fuzzing-fixture-tag"})
    category = call(base, session, "POST", "/api/blog/categories", {"name": "Fuzzing fixture", "slug": "fuzzing-fixture-category"})
    out |= {"FUZZ_TAG_ID": tag["id"], "FUZZ_CATEGORY_ID": category["id"]}
    court = call(base, session, "POST", "/api/courts", {"name": "Fuzzing fixture court", "city": "Boise", "state": "ID", "zip": "83702", "outdoorCourts": 2})
    out |= {"FUZZ_COURT_ID": court["id"], "FUZZ_UPLOAD": upload(base, session)["filename"]}
    # The site's export, for the restore (fuzz/hooks.py): this site has content, so it reaches the
    # last check (409) after reading the whole file.
    req = urllib.request.Request(f"{base}/api/export", headers={"Cookie": f"{STAFF_COOKIE}={session}"})
    with urllib.request.urlopen(req, timeout=60) as response:
        (Path(data_dir) / "site-export.zip").write_bytes(response.read())
    out["FUZZ_SITE_EXPORT"] = Path(data_dir) / "site-export.zip"
    # An import job to read (a dry run: it writes nothing).
    job = multipart(base, session, "/api/import/jobs?dryRun=true", {"source": "ghost"}, {"file": ("export.json", "application/json", GHOST_EXPORT)})
    out["FUZZ_IMPORT_JOB_ID"] = job["id"]

    # A static page saved once (one revision), and a published gear product (the public page reads it).
    page_input = {"title": "Fuzzing fixture page", "slug": "fuzzing-fixture-page", "content": "A page the fuzzer reads.", "isPublished": True}
    page = call(base, session, "POST", "/api/pages", page_input)
    call(base, session, "PUT", f"/api/pages/{page['id']}", {**page_input, "content": "Saved once.", "version": page["version"]})
    page_revisions = call(base, session, "GET", f"/api/pages/{page['id']}/revisions")
    out |= {"FUZZ_PAGE_ID": page["id"], "FUZZ_PAGE_REVISION_ID": page_revisions[0]["id"]}
    gear = call(base, session, "POST", "/api/gear/products", {"kind": "paddle", "brand": "Fuzz", "model": "Fixture 16", "slug": "fuzz-fixture-16", "status": "published"})
    # A second one, so the comparison has two products to set side by side.
    other = call(base, session, "POST", "/api/gear/products", {"kind": "paddle", "brand": "Fuzz", "model": "Fixture 14", "slug": "fuzz-fixture-14", "status": "published"})
    out |= {"FUZZ_GEAR_KIND": gear["kind"], "FUZZ_GEAR_SLUG": gear["slug"], "FUZZ_GEAR_COMPARE": f"{gear['slug']},{other['slug']}"}

    # Records that only the operation deleting them names (fuzz/*.toml): a delete sent with an
    # identifier the fuzzer saw in some answer would otherwise remove another operation's fixture.
    doomed = {"FUZZ_DOOMED_POST_ID": call(base, session, "POST", "/api/blog/posts", {**post, "title": "Fuzzing fixture to delete", "slug": "fuzzing-fixture-doomed"})["id"]}
    doomed["FUZZ_DOOMED_TAG_ID"] = call(base, session, "POST", "/api/blog/tags", {"name": "Fuzzing fixture to delete", "slug": "fuzzing-fixture-doomed-tag"})["id"]
    doomed["FUZZ_DOOMED_CATEGORY_ID"] = call(base, session, "POST", "/api/blog/categories", {"name": "Fuzzing fixture to delete", "slug": "fuzzing-fixture-doomed-category"})["id"]
    doomed["FUZZ_DOOMED_COURT_ID"] = call(base, session, "POST", "/api/courts", {"name": "Fuzzing fixture court to delete", "city": "Boise", "state": "ID", "zip": "83702", "outdoorCourts": 1})["id"]
    doomed["FUZZ_DOOMED_PAGE_ID"] = call(base, session, "POST", "/api/pages", {"title": "Fuzzing fixture page to delete", "slug": "fuzzing-fixture-doomed-page", "content": "A page the fuzzer deletes."})["id"]
    doomed["FUZZ_DOOMED_GEAR_ID"] = call(base, session, "POST", "/api/gear/products", {"kind": "paddle", "brand": "Fuzz", "model": "Doomed 13", "slug": "fuzz-doomed-13"})["id"]
    out |= doomed
    # An event and a webhook of their own for their updates (fuzz/hooks.py: valid cases only).
    event = {"kind": "open-play", "title": "Fuzzing fixture event", "slug": "fuzzing-fixture-event", "start": "2026-03-03T18:00", "end": "2026-03-03T20:00", "courtId": court["id"]}
    out |= {"FUZZ_EVENT_EDIT_ID": call(base, session, "POST", "/api/events", event)["id"], "FUZZ_EVENT_EDIT_SLUG": event["slug"]}
    hook = {"url": LOOPBACK_HOOK, "events": ["post.published"], "allowPrivateAddresses": True}
    out["FUZZ_WEBHOOK_EDIT_ID"] = call(base, session, "POST", "/api/webhooks", hook)["id"]
    # And one each to delete: a delete sent with an identifier seen in some answer could remove those.
    out["FUZZ_DOOMED_EVENT_ID"] = call(base, session, "POST", "/api/events", {**event, "title": "Fuzzing fixture event to delete", "slug": "fuzzing-fixture-doomed-event"})["id"]
    out["FUZZ_DOOMED_WEBHOOK_ID"] = call(base, session, "POST", "/api/webhooks", hook)["id"]
    # A product of its own for the update (which may unpublish it or change its slug).
    edited = call(base, session, "POST", "/api/gear/products", {"kind": "paddle", "brand": "Fuzz", "model": "Edited 15", "slug": "fuzz-edited-15", "status": "published"})
    out |= {"FUZZ_GEAR_EDIT_ID": edited["id"], "FUZZ_GEAR_EDIT_SLUG": edited["slug"]}

    # Members: the fuzzing one, one whose comment staff moderate, and one each for the operations
    # that end a member's session or account (fuzz/hooks.py sends those with theirs). They comment
    # on a post of their own: posts.update changes the slug of FUZZ_POST_ID.
    talked = call(base, session, "POST", "/api/blog/posts", {**post, "title": "Fuzzing fixture comments", "slug": "fuzzing-fixture-comments"})
    out["FUZZ_POST_SLUG"] = talked["slug"]
    reader = member(base, data_dir, "fuzz-reader@example.com")
    commenter = member(base, data_dir, "fuzz-commenter@example.com")
    out |= {"FUZZ_MEMBER": reader, "FUZZ_MEMBER_SIGN_OUT": member(base, data_dir, "fuzz-leaver@example.com"), "FUZZ_MEMBER_DELETE": member(base, data_dir, "fuzz-deleter@example.com")}
    comment = {"typingMs": 60000}
    on_post = f"/api/public/posts/{talked['slug']}/comments"
    own = call(base, reader, "POST", on_post, {**comment, "text": "A comment the fuzzer edits."}, MEMBER_COOKIE)
    # The member's second comment, for the deletion (the edit keeps the first).
    own_doomed = call(base, reader, "POST", on_post, {**comment, "text": "A comment the fuzzer deletes."}, MEMBER_COOKIE)
    moderated = call(base, commenter, "POST", on_post, {**comment, "text": "A comment staff moderate."}, MEMBER_COOKIE)
    out |= {"FUZZ_OWN_COMMENT_ID": own["comment"]["id"], "FUZZ_DOOMED_COMMENT_ID": own_doomed["comment"]["id"], "FUZZ_COMMENT_ID": moderated["comment"]["id"]}
    # A published page that takes comments (apart from the page pages.update fuzzes, which may
    # switch them off), with one approved comment to list.
    talk_input = {"title": "Fuzzing fixture talk page", "slug": "fuzzing-fixture-talk", "content": "A page members comment on.", "isPublished": True, "commentsOpen": True}
    talk = call(base, session, "POST", "/api/pages", talk_input)
    on_page = call(base, commenter, "POST", f"/api/public/pages/{talk['slug']}/comments", {**comment, "text": "A comment on a page."}, MEMBER_COOKIE)
    call(base, session, "POST", f"/api/comments/{on_page['comment']['id']}/moderate", {"action": "approve"})
    out["FUZZ_COMMENT_PAGE_SLUG"] = talk["slug"]

    # Staff: an invitation to send again, an administrator to hand the ownership to (fuzz/hooks.py
    # hands it back with the heir's session), one with two-factor on to reset, one to edit, one
    # to delete, and sessions for the operations that end one.
    out["FUZZ_INVITED_ID"] = staff(base, session, data_dir, "fuzz-invited", "author", accept=False)["id"]
    heir = staff(base, session, data_dir, "fuzz-heir", "admin")
    out |= {"FUZZ_HEIR_ID": heir["id"], "FUZZ_HEIR_SESSION": heir["session"], "FUZZ_OWNER_ID": call(base, session, "GET", "/api/auth/me")["id"]}
    # An archive that exists whatever the run edits: a category and a tag of its own on a post the
    # heir wrote (the owner's own profile, so its author page, is fuzzed). fuzz/hooks.py sends them.
    archive_category = call(base, session, "POST", "/api/blog/categories", {"name": "Fuzzing archive", "slug": "fuzzing-archive"})
    archive_tag = call(base, session, "POST", "/api/blog/tags", {"name": "Fuzzing archive", "slug": "fuzzing-archive-tag"})
    call(base, heir["session"], "POST", "/api/blog/posts", {**post, "title": "Fuzzing fixture archive", "slug": "fuzzing-fixture-archive", "categoryIds": [archive_category["id"]], "tagIds": [archive_tag["id"]]})
    heir_slug = call(base, session, "GET", f"/api/users/{heir['id']}")["slug"]
    out |= {"FUZZ_ARCHIVE_CATEGORY": archive_category["slug"], "FUZZ_ARCHIVE_TAG": archive_tag["slug"], "FUZZ_ARCHIVE_AUTHOR": heir_slug}
    out["FUZZ_EDITED_USER_ID"] = staff(base, session, data_dir, "fuzz-edited", "author")["id"]
    out["FUZZ_DOOMED_USER_ID"] = staff(base, session, data_dir, "fuzz-doomed", "author", accept=False)["id"]
    two_factor = staff(base, session, data_dir, "fuzz-2fa-reset", "viewer")
    two_factor_on(base, two_factor["session"])
    out["FUZZ_2FA_USER_ID"] = two_factor["id"]
    # Sign-in (fuzz/*.toml name the account), and one more session of it to end by its id.
    signer = staff(base, session, data_dir, "fuzz-signer", "viewer")
    sign_in(base, "fuzz-signer", FIXTURE_PASSWORD)
    own_sessions = call(base, signer["session"], "GET", "/api/sessions")
    out |= {"FUZZ_ENDING_SESSION": signer["session"], "FUZZ_SESSION_ID": next(s["id"] for s in own_sessions if not s["current"])}
    # A third one for signing out (sent with the fuzzing session, it would end that).
    out["FUZZ_SIGN_OUT_SESSION"] = sign_in(base, "fuzz-signer", FIXTURE_PASSWORD)
    # What works once, one for each phase of the run (fuzz/hooks.py hands them out): invitations to
    # accept, reset links (a reset ends the account's sessions), accounts with a two-factor setup
    # to confirm (its secret) or two-factor on (a backup code), accounts whose password changes.
    pools: dict[str, list[str]] = {name: [] for name in POOLS}
    for n in range(PHASES):
        pools["FUZZ_INVITATIONS"].append(staff(base, session, data_dir, f"fuzz-invitee-{n}", "author", accept=False)["token"])
        staff(base, session, data_dir, f"fuzz-resetting-{n}", "viewer")
        call(aside(base), session, "POST", "/api/auth/password-reset", {"email": f"fuzz-resetting-{n}@example.com"})
        pools["FUZZ_RESETS"].append(mailed_token(data_dir, f"fuzz-resetting-{n}@example.com", "/account/reset"))
        enabling = staff(base, session, data_dir, f"fuzz-enabling-{n}", "viewer")["session"]
        pools["FUZZ_2FA_SETUPS"].append(f"{enabling}|{call(base, enabling, 'POST', '/api/auth/2fa/setup')['secret']}")
        disabling = staff(base, session, data_dir, f"fuzz-disabling-{n}", "viewer")["session"]
        pools["FUZZ_2FA_ON"].append(f"{disabling}|{two_factor_on(base, disabling)[0]}")
        pools["FUZZ_PASSWORD_CHANGES"].append(f"{staff(base, session, data_dir, f'fuzz-changer-{n}', 'viewer')['session']}|{FIXTURE_PASSWORD}")
    out |= {name: " ".join(items) for name, items in pools.items()}
    for name, value in out.items():
        print(f"{name}={value}")
    return 0


def two_factor_on(base: str, session: str) -> list[str]:
    """Turns two-factor on for the session's account; gives its backup codes."""
    secret = call(base, session, "POST", "/api/auth/2fa/setup")["secret"]
    answer = call(base, session, "POST", "/api/auth/2fa/enable", {"code": totp(secret)})
    return answer["backupCodes"]


if __name__ == "__main__":
    command, base, *rest = sys.argv[1:]
    sys.exit({"health": health, "login": login, "fixtures": fixtures}[command](base, *rest))
