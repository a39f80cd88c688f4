// The whisper.cpp models `npm run models` installs: each pinned to the exact size and SHA-1 that
// whisper.cpp publishes (models/README.md), so a changed or damaged download is refused.

export interface CatalogueModel {
  /** whisper.cpp's name: the file is ggml-<name>.bin. */
  name: string;
  bytes: number;
  sha1: string;
}

export const DEFAULT_MODEL = 'base.en';

export const MODEL_CATALOGUE: readonly CatalogueModel[] = [
  { name: 'tiny.en', bytes: 77_704_715, sha1: 'c78c86eb1a8faa21b369bcd33207cc90d64ae9df' },
  { name: 'tiny', bytes: 77_691_713, sha1: 'bd577a113a864445d4c299885e0cb97d4ba92b5f' },
  { name: 'base.en', bytes: 147_964_211, sha1: '137c40403d78fd54d454da0f9bd998f78703390c' },
  { name: 'base', bytes: 147_951_465, sha1: '465707469ff3a37a2b9b8d8f89f2f99de7299dac' },
  { name: 'small.en', bytes: 487_614_201, sha1: 'db8a495a91d927739e50b3fc1cc4c6b8f6c2d022' },
  { name: 'small', bytes: 487_601_967, sha1: '55356645c2b361a969dfd0ef2c5a50d530afd8d5' },
];

export function findModel(name: string): CatalogueModel | undefined {
  return MODEL_CATALOGUE.find((model) => model.name === name);
}

/** English-only models end in .en; the others transcribe (and detect) many languages. */
export function isMultilingual(model: Pick<CatalogueModel, 'name'>): boolean {
  return !model.name.endsWith('.en');
}

export function modelFileName(model: Pick<CatalogueModel, 'name'>): string {
  return `ggml-${model.name}.bin`;
}

/** The model's address under a base such as https://huggingface.co/ggerganov/whisper.cpp/resolve/main. */
export function modelUrl(baseUrl: string, model: Pick<CatalogueModel, 'name'>): string {
  return `${baseUrl.replace(/\/+$/, '')}/${modelFileName(model)}`;
}
