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

interface Frame {
  id: number;
  width: number;
  height: number;
  rgb: Uint8Array;
}
/** Faces to read (people-on-screen.ts): their landmarks, and descriptors where asked. */
interface PeopleRequest {
  id: number;
  kind: 'people';
  faces: FaceCrop[];
}
/** A picture around one face, the face's box inside it (pixels), and whether to describe it. */
interface FaceCrop {
  width: number;
  height: number;
  rgb: Uint8Array;
  box: { x: number; y: number; w: number; h: number };
  describe: boolean;
}
type Request = (Frame & { kind?: undefined }) | PeopleRequest;

type Box = { x: number; y: number; w: number; h: number; score: number };
/** A face's 68 landmarks (x, y, x, y, … in its crop's pixels) and its 128-number descriptor. */
type FacePoints = { points: Float32Array; descriptor?: Float32Array };

type Models = Awaited<ReturnType<typeof loadModels>>;
type Landmarks = import('@vladmandic/face-api/dist/face-api.node-wasm.js').FaceLandmarks68;
type Tensor3D = import('@tensorflow/tfjs').Tensor3D;

async function loadModels() {
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
  const modelDir = path.join(packageDir('@vladmandic/face-api'), 'model');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(modelDir);
  return { tf, faceapi, modelDir };
}

async function createDetector({
  tf,
  faceapi,
}: Models): Promise<(request: Frame) => Promise<{ faces: Box[]; tensors: number }>> {
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

/**
 * Reads faces whose boxes are known: face-api's tiny 68-point landmark net on each box (the
 * frame's faces in one batch), and for the faces asked, the recognition net's descriptor of the
 * face aligned on those landmarks, as face-api's own `withFaceDescriptors` does (hence a crop with
 * room around the box). Its two models are loaded on the first faces asked for: searching faces
 * alone never pays for them.
 */
async function createPeopleReader({ tf, faceapi, modelDir }: Models) {
  await faceapi.nets.faceLandmark68TinyNet.loadFromDisk(modelDir);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
  return async ({ faces }: PeopleRequest) => {
    const pictures = faces.map(({ width, height, rgb }) => tf.tensor3d(rgb, [height, width, 3], 'int32'));
    try {
      const crops = faces.map(({ box: { x, y, w, h } }, i) =>
        tf.slice(pictures[i] as Tensor3D, [y, x, 0], [h, w, 3]),
      );
      let found: Landmarks[];
      try {
        const landmarks =
          crops.length > 0 ? await faceapi.nets.faceLandmark68TinyNet.detectLandmarks(crops) : [];
        found = Array.isArray(landmarks) ? landmarks : [landmarks];
      } finally {
        for (const crop of crops) crop.dispose();
      }
      const people: FacePoints[] = [];
      for (const [i, landmarks] of found.entries()) {
        const face = faces[i];
        const picture = pictures[i];
        if (!face || !picture) continue;
        const shifted = landmarks.shiftBy(face.box.x, face.box.y);
        const points = new Float32Array(shifted.positions.flatMap((point) => [point.x, point.y]));
        // The face cut square around its eyes and mouth (dlib's alignment), as face-api cuts it.
        const { x, y, width, height } = shifted
          .align(null, { useDlibAlignment: true })
          .clipAtImageBorders(face.width, face.height);
        if (!face.describe || width < 1 || height < 1) {
          people.push({ points });
          continue;
        }
        const aligned = tf.slice(picture, [y, x, 0], [height, width, 3]);
        try {
          const descriptor = await faceapi.nets.faceRecognitionNet.computeFaceDescriptor(aligned);
          people.push({ points, descriptor: Array.isArray(descriptor) ? descriptor[0] : descriptor });
        } finally {
          aligned.dispose();
        }
      }
      return { people, tensors: tf.memory().numTensors };
    } finally {
      for (const picture of pictures) picture.dispose();
    }
  };
}

const send = process.send?.bind(process);
if (!send) throw new Error('face-detector-worker.ts runs as a child process with a channel (fork)');
const models = loadModels();
const detector = models.then(createDetector);
let peopleReader: ReturnType<typeof createPeopleReader> | undefined;
// One frame at a time, in the order sent: each answer carries its request's id.
let queue = Promise.resolve();
process.on('message', (request: Request) => {
  queue = queue.then(async () => {
    try {
      if (request.kind === 'people') {
        peopleReader ??= models.then(createPeopleReader);
        send({ id: request.id, ...(await (await peopleReader)(request)) });
      } else send({ id: request.id, ...(await (await detector)(request)) });
    } catch (err) {
      send({ id: request.id, error: err instanceof Error ? err.message : String(err) });
    }
  });
});
// The server is gone (or let it go): nobody is left to answer.
process.on('disconnect', () => process.exit(0));
