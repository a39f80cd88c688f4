// Where the browser tests' server keeps its data (relative to the repository root). Keyed by
// the app's port so that runs on different ports (E2E_PORT) do not share files.
const run = `test-results/e2e-${process.env.E2E_PORT ?? '8199'}`;
export const E2E_DATA_DIR = `${run}/data`;
export const E2E_DATABASE_URL_FILE = `${run}/database-url`;
