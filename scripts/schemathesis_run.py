"""Signs in as `trader`, then runs schemathesis against the server's own OpenAPI document.

Run by scripts/schemathesis.sh (which starts a fresh server and sets VAMA_E2E_URL).
Checks: no 5xx, and status codes, content types and bodies as the document describes.
"""
import json
import os
import subprocess
import sys
import urllib.request

base = os.environ["VAMA_E2E_URL"]
req = urllib.request.Request(
    f"{base}/v1/auth/login",
    data=json.dumps({"username": "trader", "password": "trader"}).encode(),
    headers={"Content-Type": "application/json"},
)
with urllib.request.urlopen(req) as resp:
    cookie = resp.headers["Set-Cookie"].split(";")[0]
    csrf = json.load(resp)["csrfToken"]

# The authorisation kinds are one machinery (the same handlers, the registry's routes): one of
# them, the first of the registry, stands for all, so that the run does not grow with each kind.
with urllib.request.urlopen(f"{base}/v1/openapi.json") as resp:
    kinds = [k["path"] for k in json.load(resp).get("x-vama-kinds", [])]
others = kinds[1:]

venv_bin = os.path.dirname(sys.executable)
cmd = [
    os.path.join(venv_bin, "schemathesis"), "run", f"{base}/v1/openapi.json",
    "--url", base,
    "--header", f"Cookie: {cookie}",
    "--header", f"X-CSRF-Token: {csrf}",
    # Signing out would end the session the rest of the run uses.
    "--exclude-path", "/v1/auth/logout",
    "--checks", "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance",
    "--max-examples", os.environ.get("VAMA_SCHEMATHESIS_EXAMPLES", "25"),
    "--seed", "1",
    "--no-color",
    "--workers", os.environ.get("VAMA_SCHEMATHESIS_WORKERS", "2"),
]
if others:
    cmd += ["--exclude-path-regex", "^/v1/(" + "|".join(others) + ")/"]
print(" ".join(c if "Cookie" not in c and "CSRF" not in c else "<header>" for c in cmd), flush=True)
sys.exit(subprocess.call(cmd))
