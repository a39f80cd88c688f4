// Where the browser tests' server keeps its data (relative to the repository root).
export const E2E_DATA_DIR = 'test-results/e2e-data';
export const E2E_DATABASE_URL_FILE = 'test-results/e2e-database-url';
