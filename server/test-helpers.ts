/** Helpers shared by the server tests (not imported by the server itself). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export function tempDir(prefix = "deltaforge-server-"): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes files (relative path -> content) under dir, creating folders. */
export function writeTree(dir: string, files: Record<string, string | Buffer>): void {
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/** Sends raw bytes over TCP and resolves with the raw response text (the server closes or we time out). */
export function rawRequest(port: number, payload: string | Buffer, timeoutMs = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.end(), timeoutMs);
    socket.on("data", (d) => {
      chunks.push(d);
      const text = Buffer.concat(chunks).toString("latin1");
      // Stop once one complete response with Content-Length has arrived.
      const m = /\r\ncontent-length: (\d+)\r\n/i.exec(text);
      const headerEnd = text.indexOf("\r\n\r\n");
      if (m && headerEnd >= 0 && text.length >= headerEnd + 4 + Number(m[1])) socket.end();
    });
    socket.on("error", reject);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString("utf8"));
    });
    socket.write(payload);
  });
}
