/**
 * Open connections per client address. Node's `server.maxConnections` counts all clients together,
 * so 1,024 idle sockets from one address would lock everyone else out; Node and Hono have no
 * per-address cap, hence this listener. A connection over the cap is closed at once, before any
 * byte of it is read.
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";

export function limitConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
