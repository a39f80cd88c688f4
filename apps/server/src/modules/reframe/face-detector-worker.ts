// The face detector's process (face-detection.ts forks it): TensorFlow.js runs its WebAssembly on
// the thread that calls it, 50–120 ms a frame, so in the server every API request would wait that
// long while a video is searched; and its memory (the backend's heap, the model) is its own.
// Self-contained on purpose: Node runs this file as it is (types stripped) from the sources, and
// as its own bundle from dist/.
import { createRequire } from 'node:module';
import path from 'node:path';

/** The detector shrinks every frame to its 512 px input (docs/reframe.md "Face detection"). */
const INPUT_SIZE = 512;
/**
 * On face-api's demo photos, 21 of the 22 faces scored 0.6 or more (one 0.32), and nothing that
 * was not a face scored above 0.21.
 */
const MIN_SCORE = 0.4;

interface Request {
  id: number;
  width: number;
  height: number;
  rgb: Uint8Array;
}

type Box = { x: number; y: number; w: number; h: number; score: number };

async function createDetector(): Promise<(request: Request) => Promise<{ faces: Box[]; tensors: number }>> {
  // From node_modules also when bundled: the backend reads its .wasm files and the model its
  // weights from their packages' folders.
  const require = createRequire(import.meta.url);
  const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  const tf = require('@tensorflow/tfjs') as typeof import('@tensorflow/tfjs');
  const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof import('@tensorflow/tfjs-backend-wasm');
  const faceapi =
    require('@vladmandic/face-api/dist/face-api.node-wasm.js') as typeof import('@vladmandic/face-api/dist/face-api.node-wasm.js');
  wasm.setWasmPaths(`${path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist')}${path.sep}`);
  if (!(await tf.setBackend('wasm')))
    throw new Error('TensorFlow.js could not start its WebAssembly backend');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(path.join(packageDir('@vladmandic/face-api'), 'model'));
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: MIN_SCORE });
  return async ({ width, height, rgb }) => {
    const input = tf.tensor3d(rgb, [height, width, 3], 'int32');
    try {
      const found = await faceapi.detectAllFaces(input, options);
      const faces = found
        .map(({ box, score }) => {
          // Cut to the frame: a face at the edge can have a box reaching past it.
          const x = Math.max(0, box.x / width);
          const y = Math.max(0, box.y / height);
          return {
            x,
            y,
            w: Math.min(1, box.right / width) - x,
            h: Math.min(1, box.bottom / height) - y,
            score,
          };
        })
        .sort((a, b) => b.w * b.h - a.w * a.h);
      input.dispose();
      return { faces, tensors: tf.memory().numTensors };
    } catch (err) {
      input.dispose();
      throw err;
    }
  };
}

const send = process.send?.bind(process);
if (!send) throw new Error('face-detector-worker.ts runs as a child process with a channel (fork)');
const detector = createDetector();
// One frame at a time, in the order sent: each answer carries its request's id.
let queue = Promise.resolve();
process.on('message', (request: Request) => {
  queue = queue.then(async () => {
    try {
      send({ id: request.id, ...(await (await detector)(request)) });
    } catch (err) {
      send({ id: request.id, error: err instanceof Error ? err.message : String(err) });
    }
  });
});
// The server is gone (or let it go): nobody is left to answer.
process.on('disconnect', () => process.exit(0));
