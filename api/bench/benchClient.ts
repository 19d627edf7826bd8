// A lean websocket client for `npm run bench:ws`: ten thousand of them live in one process on
// a machine with two cores, so each must cost as little as possible, or the clients would be
// what the bench measures. It speaks just what the bench needs of RFC 6455: the handshake,
// unfragmented text frames from the server, masked text frames to it, and pongs to pings.
import crypto from 'node:crypto';
import net from 'node:net';

export interface BenchSocket {
  send(text: string): void;
  close(): void;
  readonly open: boolean;
}

export interface BenchClientOptions {
  port: number;
  path: string;
  onOpen: (socket: BenchSocket) => void;
  /** Every text frame from the server, as raw bytes. */
  onText: (payload: Buffer) => void;
  onClose: () => void;
  onError: (error: Error) => void;
  /** The server closed the websocket (a close frame), with its code: 4503 when the api was full. */
  onServerClose?: (code: number) => void;
}

function frame(opcode: number, payload: Buffer): Buffer {
  // Frames a client sends are masked (RFC 6455, 5.3).
  const mask = crypto.randomBytes(4);
  const extended = payload.length < 126 ? 0 : payload.length < 65_536 ? 2 : 8;
  const header = Buffer.alloc(2 + extended + 4);
  header[0] = 0x80 | opcode;
  if (extended === 0) header[1] = 0x80 | payload.length;
  else if (extended === 2) {
    header[1] = 0x80 | 126;
    header.writeUInt16BE(payload.length, 2);
  } else {
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(BigInt(payload.length), 2);
  }
  mask.copy(header, 2 + extended);
  const masked = Buffer.allocUnsafe(payload.length);
  for (let index = 0; index < payload.length; index += 1) masked[index] = payload[index]! ^ mask[index & 3]!;
  return Buffer.concat([header, masked]);
}

export function connectBenchClient(options: BenchClientOptions): BenchSocket {
  const socket = net.connect({ host: '127.0.0.1', port: options.port });
  socket.setNoDelay(true);
  let upgraded = false;
  let pending: Buffer = Buffer.alloc(0);
  const client: BenchSocket = {
    send: (text) => socket.write(frame(0x1, Buffer.from(text))),
    close: () => socket.destroy(),
    get open() {
      return upgraded && !socket.destroyed;
    },
  };
  socket.on('connect', () => {
    socket.write(
      `GET ${options.path} HTTP/1.1\r\nHost: 127.0.0.1:${options.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${crypto.randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
  });
  socket.on('data', (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    if (!upgraded) {
      const end = pending.indexOf('\r\n\r\n');
      if (end < 0) return;
      const status = pending.subarray(0, pending.indexOf('\r\n')).toString('latin1');
      if (!status.includes(' 101 ')) {
        socket.destroy();
        options.onError(new Error(`upgrade refused: ${status}`));
        return;
      }
      upgraded = true;
      pending = pending.subarray(end + 4);
      options.onOpen(client);
    }
    let offset = 0;
    while (pending.length - offset >= 2) {
      const opcode = pending[offset]! & 0x0f;
      let length = pending[offset + 1]! & 0x7f;
      let start = offset + 2;
      if (length === 126) {
        if (pending.length - offset < 4) break;
        length = pending.readUInt16BE(offset + 2);
        start += 2;
      } else if (length === 127) {
        if (pending.length - offset < 10) break;
        length = Number(pending.readBigUInt64BE(offset + 2));
        start += 8;
      }
      if (pending.length < start + length) break;
      const payload = pending.subarray(start, start + length);
      if (opcode === 0x1) options.onText(payload);
      else if (opcode === 0x9) socket.write(frame(0xa, payload)); // ping -> pong
      else if (opcode === 0x8) {
        options.onServerClose?.(payload.length >= 2 ? payload.readUInt16BE(0) : 1005);
        socket.destroy();
      }
      offset = start + length;
    }
    pending = offset === pending.length ? Buffer.alloc(0) : pending.subarray(offset);
  });
  socket.on('close', () => options.onClose());
  socket.on('error', (error) => options.onError(error));
  return client;
}
