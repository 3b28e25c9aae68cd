// Stopping an HTTP server without cutting answers: no new connections; a kept-alive
// connection between requests closes at once, one with an answer in flight once the answer
// has been handed to the network (its "finish"), and at the deadline whatever is left.
// Node's own http close() first calls closeIdleConnections, which counts an answer as done
// when it is ended, not when sent, and so cuts a large download: the listening socket is
// closed with the plain net close instead.
// An answer whose head goes out while draining says `Connection: close`: a client told
// keep-alive would send its next request on a connection about to be closed, and have it reset.
import type { Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";

export interface Drainable {
  /** Resolves once every connection has closed. */
  drain(deadlineMs: number): Promise<void>;
}

/** Asks for the connection to close after this answer, if its head has not gone out yet. */
function closeAfter(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader("connection", "close");
}

export function drainable(server: Server): Drainable {
  /** The answers not yet finished on each open connection. */
  const inFlight = new Map<Socket, Set<ServerResponse>>();
  let draining = false;
  server.on("connection", (socket: Socket) => {
    inFlight.set(socket, new Set());
    socket.once("close", () => inFlight.delete(socket));
  });
  // First, so the header is set before the application can write the head.
  server.prependListener("request", (req, res) => {
    const socket = req.socket;
    const answers = inFlight.get(socket) ?? new Set<ServerResponse>();
    inFlight.set(socket, answers);
    answers.add(res);
    if (draining) closeAfter(res);
    const done = () => {
      answers.delete(res);
      if (draining && answers.size === 0) socket.destroy();
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
      for (const [socket, answers] of inFlight) {
        if (answers.size === 0) socket.destroy();
        else for (const res of answers) closeAfter(res);
      }
      const cut = setTimeout(() => {
        for (const socket of inFlight.keys()) socket.destroy();
      }, deadlineMs);
      return closed.finally(() => clearTimeout(cut));
    },
  };
}
