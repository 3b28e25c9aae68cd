// Stopping an HTTP server without cutting answers: no new connections; an answer in flight is
// handed to the network in full (its "finish"), and at the deadline whatever is left is cut.
// Node's own http close() first calls closeIdleConnections, which counts an answer as done
// when it is ended, not when sent, and so cuts a large download: the listening socket is
// closed with the plain net close instead.
// An answer whose head goes out while draining says `Connection: close`: a client told
// keep-alive would send its next request on a connection about to be closed, and have it reset.
// A kept-alive connection with nothing in flight is not closed at once either: its client may
// have sent a request that waits, unread, in the kernel's buffer while the server renders, and
// closing a socket with unread bytes resets it. It is given a short grace in which a request
// that comes is answered (with `Connection: close`); one still idle after it is closed with a
// FIN, after a last read of what has arrived.
import type { Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";

export interface Drainable {
  /** Resolves once every connection has closed. */
  drain(deadlineMs: number): Promise<void>;
}

/**
 * How long an idle kept-alive connection is kept once draining, for a request its client sent
 * as the drain began; long enough for a busy server and a client on the same loaded machine.
 */
const IDLE_GRACE_MS = 2000;

interface Connection {
  socket: Socket;
  /** The answers not yet finished, oldest first (pipelined requests queue behind each other). */
  answers: Set<ServerResponse>;
  /** Set while draining and idle: the close that comes unless a request does first. */
  idleTimer: NodeJS.Timeout | null;
}

export function drainable(server: Server): Drainable {
  const connections = new Map<Socket, Connection>();
  /** The answers the drain told to close their connection. */
  const closing = new WeakSet<ServerResponse>();
  let draining = false;
  let deadline = Infinity;

  const connectionOf = (socket: Socket): Connection => {
    let connection = connections.get(socket);
    if (!connection) {
      const made: Connection = { socket, answers: new Set(), idleTimer: null };
      connections.set(socket, made);
      socket.once("close", () => {
        if (made.idleTimer) clearTimeout(made.idleTimer);
        connections.delete(socket);
      });
      connection = made;
    }
    return connection;
  };

  /** Asks for the connection to close after this answer, if its head has not gone out yet. */
  const closeAfter = (res: ServerResponse) => {
    if (res.headersSent) return;
    res.setHeader("connection", "close");
    closing.add(res);
  };

  /**
   * Closes an idle connection after the grace. The close waits for the next turn of the event
   * loop after the timer, past its poll for input: a request in the kernel's buffer by then is
   * read, and makes the connection busy, instead of being reset by the close.
   */
  const closeWhenIdle = (connection: Connection) => {
    const { socket } = connection;
    if (connection.idleTimer || connection.answers.size > 0 || socket.destroyed) return;
    const grace = Math.max(0, Math.min(IDLE_GRACE_MS, deadline - Date.now()));
    const timer = setTimeout(() => {
      setImmediate(() => {
        // A request came meanwhile: its answer's end decides anew.
        if (connection.idleTimer !== timer) return;
        connection.idleTimer = null;
        if (connection.answers.size > 0 || socket.destroyed) return;
        // A FIN, not a reset: a client that sent nothing learns the connection is gone.
        socket.end();
        // One that does not close its side in turn is not waited for until the deadline.
        setTimeout(() => socket.destroy(), IDLE_GRACE_MS).unref();
      });
    }, grace);
    connection.idleTimer = timer;
  };

  server.on("connection", (socket: Socket) => {
    const connection = connectionOf(socket);
    if (draining) closeWhenIdle(connection);
  });
  // First, so the header is set before the application can write the head.
  server.prependListener("request", (req, res) => {
    const connection = connectionOf(req.socket);
    const { answers } = connection;
    if (connection.idleTimer) {
      clearTimeout(connection.idleTimer);
      connection.idleTimer = null;
    }
    if (draining) {
      // Pipelined requests are answered in order: only the last one received closes the
      // connection, or the ones queued behind it would never be answered.
      for (const earlier of answers) {
        if (closing.has(earlier) && !earlier.headersSent) {
          earlier.removeHeader("connection");
          closing.delete(earlier);
        }
      }
      closeAfter(res);
    }
    answers.add(res);
    const done = () => {
      answers.delete(res);
      // Idle again, the connection gets the grace too: after an answer whose head promised
      // keep-alive its client may send another request at once.
      if (draining) closeWhenIdle(connection);
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
      deadline = Date.now() + deadlineMs;
      const closed = new Promise<void>((resolve) =>
        net.Server.prototype.close.call(server, () => resolve()),
      );
      for (const connection of connections.values()) {
        const last = [...connection.answers].at(-1);
        if (last) closeAfter(last);
        else closeWhenIdle(connection);
      }
      const cut = setTimeout(() => {
        for (const socket of connections.keys()) socket.destroy();
      }, deadlineMs);
      return closed.finally(() => clearTimeout(cut));
    },
  };
}
