// The reference point of the HTTP benchmark: a bare Fastify hello-world, started like the app
// (own process, same bundle format, same server clock), so ratios compare like with like.
import Fastify from 'fastify';
import { send, serverClock, type ParentMessage } from './ipc';

const app = Fastify({ logger: false });
const clock = serverClock(app.server);
app.get('/', async () => ({ hello: 'world' }));

process.on('message', (message: ParentMessage) => {
  if (message.type === 'timings') send({ type: 'timings', ...clock.take() });
  if (message.type === 'drain') void clock.drained().then(() => send({ type: 'drained' }));
  if (message.type === 'stop') void app.close().then(() => process.exit(0));
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
