// `npm run models -- list | install [name]` (or `node apps/server/dist/main.js models …`):
// installs the whisper.cpp models the whisper engine reads from WHISPER_MODELS_DIR.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadModelsConfig, type ModelsConfig } from '../../../platform/config';
import { createProgressPrinter, type ProgressOutput } from './download-progress';
import {
  installedModelProblem,
  installModel,
  ModelInstallError,
  megabytes,
  modelPaths,
} from './install-model';
import { DEFAULT_MODEL, findModel, isMultilingual, MODEL_CATALOGUE, modelFileName } from './model-catalogue';

const usage = `Usage: npm run models -- <command>
  list              the whisper models, their sizes, and which are installed
  install [name]    download, check and install a model (default ${DEFAULT_MODEL})
Models: ${MODEL_CATALOGUE.map((m) => m.name).join(', ')} (".en": English only, faster and better at it;
the others: every language, and finding which one is spoken).
They go to WHISPER_MODELS_DIR (default: $DATA_DIR/models).`;

export interface CommandIo {
  stdout: ProgressOutput;
  stderr: ProgressOutput;
  env: NodeJS.ProcessEnv;
}

/** Runs the command; resolves to the exit code (0 done, 1 failed, 2 wrong usage). */
export async function runModelsCommand(
  argv: string[],
  io: CommandIo = { stdout: process.stdout, stderr: process.stderr, env: process.env },
): Promise<number> {
  const [command, name = DEFAULT_MODEL, ...rest] = argv;
  let config: ModelsConfig;
  try {
    config = loadModelsConfig(io.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    io.stderr.write(`${err.message}\n`);
    return 1;
  }
  if (command === 'list' && argv.length === 1) return listModels(config, io);
  if (command === 'install' && rest.length === 0) return install(name, config, io);
  io.stderr.write(`${usage}\n`);
  return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
}

async function install(name: string, config: ModelsConfig, io: CommandIo): Promise<number> {
  const model = findModel(name);
  if (!model) {
    io.stderr.write(
      `There is no whisper model "${name}" here. Choose one of: ${MODEL_CATALOGUE.map((m) => m.name).join(', ')}.\n`,
    );
    return 2;
  }
  const progress = createProgressPrinter(io.stdout);
  try {
    const result = await installModel({
      model,
      baseUrl: config.WHISPER_MODEL_BASE_URL,
      dir: config.WHISPER_MODELS_DIR,
      onProgress: progress.update,
      onNote: progress.note,
    });
    progress.endLine();
    if (result.status === 'already-installed') {
      io.stdout.write(`${name} is already installed: ${result.path} (${megabytes(model.bytes)}).\n`);
    } else {
      io.stdout.write(`Installed ${name} (${language(model)}) in ${result.path}.\n`);
    }
    const setting = isMultilingual(model) ? 'WHISPER_MULTILINGUAL_MODEL' : 'WHISPER_MODEL';
    if (config[setting] !== name && config[setting] !== result.path) {
      io.stdout.write(
        `Transcription uses ${setting}=${config[setting]}; set ${setting}=${name} to use this one.\n`,
      );
    }
    return 0;
  } catch (err) {
    progress.endLine();
    if (!(err instanceof ModelInstallError)) throw err;
    const again = err.kind === 'network' ? 'when online' : 'to try again';
    const meanwhile =
      name === config.WHISPER_MODEL
        ? 'The app will use PocketSphinx (or the multilingual model) until the model is installed; '
        : name === config.WHISPER_MULTILINGUAL_MODEL
          ? 'Until the model is installed, every video is transcribed as English; '
          : '';
    const fallback = `${meanwhile}${meanwhile ? 'run' : 'Run'} \`npm run models -- install ${name}\` ${again}.`;
    io.stderr.write(`${err.message}\n${fallback}\n`);
    return 1;
  }
}

async function listModels(config: ModelsConfig, io: CommandIo): Promise<number> {
  const dir = config.WHISPER_MODELS_DIR;
  io.stdout.write(`Whisper models in ${dir}:\n`);
  for (const model of MODEL_CATALOGUE) {
    const { file, part } = modelPaths(dir, model);
    const problem = await installedModelProblem(file, model);
    let status =
      problem === null
        ? 'installed'
        : problem === 'not installed'
          ? 'not installed'
          : 'damaged: install it again';
    const partial = problem === null ? null : await sizeOf(part);
    if (partial !== null) {
      status = `partly downloaded (${Math.floor((partial / model.bytes) * 100)} %; install resumes it)`;
    }
    const used = (['WHISPER_MODEL', 'WHISPER_MULTILINGUAL_MODEL'] as const)
      .filter((setting) => config[setting] === model.name || config[setting] === file)
      .map((setting) => ` ← ${setting}`)
      .join('');
    io.stdout.write(
      `  ${model.name.padEnd(9)} ${megabytes(model.bytes).padStart(9)}  ${language(model).padEnd(12)}  ${status}${used}\n`,
    );
  }
  const known = new Set(MODEL_CATALOGUE.map(modelFileName));
  const others = (await readdir(dir).catch(() => [] as string[])).filter(
    (f) => /^ggml-.*\.bin$/.test(f) && !known.has(f),
  );
  for (const other of others) {
    const size = (await sizeOf(path.join(dir, other))) ?? 0;
    io.stdout.write(`  ${other} ${megabytes(size).padStart(9)}  (not from this list; not checked)\n`);
  }
  return 0;
}

const language = (model: { name: string }) => (isMultilingual(model) ? 'multilingual' : 'English');

async function sizeOf(file: string): Promise<number | null> {
  return stat(file).then(
    (s) => s.size,
    () => null,
  );
}
