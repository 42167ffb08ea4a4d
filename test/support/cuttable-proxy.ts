import net from 'node:net';

/**
 * A TCP proxy in front of a service (Redis, in the tests) that a test can cut, as when the
 * service goes away, and restore on the same port, as when it comes back.
 */
export class CuttableProxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    private readonly target: { host: string; port: number },
    public port = 0,
  ) {}

  static async start(target: { host: string; port: number }): Promise<CuttableProxy> {
    const proxy = new CuttableProxy(target);
    await proxy.restore();
    return proxy;
  }

  /** Stops accepting connections and drops the open ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** Accepts connections again, on the same port. */
  async restore(): Promise<void> {
    const server = net.createServer((client) => this.pipe(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  private pipe(client: net.Socket): void {
    const upstream = net.connect(this.target.port, this.target.host);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(upstream).pipe(client);
  }
}
