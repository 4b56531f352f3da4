#!/usr/bin/env python3
"""Loopback HTTP server for rain-bar's tests.

Serves canned responses on 127.0.0.1 (never the internet). The test drives it
through stdin, one JSON command per line, and reads one JSON reply per line:

  {"cmd": "queue", "responses": [R, ...]}  answer the next requests with these, in order
  {"cmd": "default", "response": R}        answer with R once the queue is empty
  {"cmd": "requests"}                      -> {"requests": [{"method", "path", "headers"}, ...]}
  {"cmd": "reset"}                         forget queue, default and requests

A response R: {"status": 200, "file": "name.json" (under the fixture root) or
"body": "text", "headers": {...}, "delay": seconds before answering,
"hang": true (accept, never answer), "truncate": n (a valid response whose body is the first n bytes),
"cut": n (announce the whole body, send n bytes, close)}.
As an HTTP proxy, it records GETs in absolute form (path "http://host/...")
and answers them the same way, and records a CONNECT (path "host:443") and
refuses it with 403.
The port is printed on stdout as the first line.
"""
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ROOT = sys.argv[1] if len(sys.argv) > 1 else "."
lock = threading.Lock()
state = {"queue": [], "default": {"status": 404, "body": "no response queued"}, "requests": []}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        with lock:
            state["requests"].append(
                {"method": "GET", "path": self.path, "headers": dict(self.headers.items())})
            r = state["queue"].pop(0) if state["queue"] else state["default"]
        if r.get("hang"):
            time.sleep(120)
            return
        if r.get("delay"):
            time.sleep(r["delay"])
        if "file" in r:
            with open(os.path.join(ROOT, r["file"]), "rb") as f:
                body = f.read()
        else:
            body = r.get("body", "").encode()
        if "truncate" in r:
            body = body[: r["truncate"]]
        length = len(body)
        if "cut" in r:
            body = body[: r["cut"]]
        self.send_response(r.get("status", 200))
        headers = {"Content-Type": "application/json; charset=utf-8"}
        headers.update(r.get("headers", {}))
        for k, v in headers.items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(length))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()
        self.close_connection = True

    def do_CONNECT(self):
        with lock:
            state["requests"].append(
                {"method": "CONNECT", "path": self.path, "headers": dict(self.headers.items())})
        self.send_response(403)
        self.send_header("Content-Length", "0")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(server.server_address[1], flush=True)
    for line in sys.stdin:
        command = json.loads(line)
        reply = {"ok": True}
        with lock:
            if command["cmd"] == "queue":
                state["queue"].extend(command["responses"])
            elif command["cmd"] == "default":
                state["default"] = command["response"]
            elif command["cmd"] == "requests":
                reply = {"requests": list(state["requests"])}
            elif command["cmd"] == "reset":
                state["queue"].clear()
                state["requests"].clear()
                state["default"] = {"status": 404, "body": "no response queued"}
        print(json.dumps(reply), flush=True)
    server.shutdown()


if __name__ == "__main__":
    main()
