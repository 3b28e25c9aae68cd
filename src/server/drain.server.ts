// Stopping an HTTP server without cutting answers: no new connections; a kept-alive
// connection between requests closes at once, one with an answer in flight once the answer
// has been handed to the network (its "finish"), and at the deadline whatever is left.
// Node's own http close() first calls closeIdleConnections, which counts an answer as done
// when it is ended, not when sent, and so cuts a large download: the listening socket is
// closed with the plain net close instead.
import type { Server } from "node:http";
import net, { type Socket } from "node:net";

export interface Drainable {
  /** Resolves once every connection has closed. */
  drain(deadlineMs: number): Promise<void>;
}

export function drainable(server: Server): Drainable {
  const inFlight = new Map<Socket, number>();
  let draining = false;
  server.on("connection", (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once("close", () => inFlight.delete(socket));
  });
  server.on("request", (req, res) => {
    const socket = req.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    const done = () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (draining && left === 0) socket.destroy();
    };
    res.once("finish", done);
    // A client that went away: the answer will never finish.
    res.once("close", () => {
      if (!res.writableFinished) done();
    });
  });
  return {
    drain(deadlineMs) {
      draining = true;
      const closed = new Promise<void>((resolve) =>
        net.Server.prototype.close.call(server, () => resolve()),
      );
      for (const [socket, count] of inFlight) if (count === 0) socket.destroy();
      const cut = setTimeout(() => {
        for (const socket of inFlight.keys()) socket.destroy();
      }, deadlineMs);
      return closed.finally(() => clearTimeout(cut));
    },
  };
}
