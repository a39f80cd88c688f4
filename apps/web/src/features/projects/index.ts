// The projects feature as other features see it (biome.json names the features that may import it):
// projects and their videos as the dashboard and the editor show them.
export { DeleteProjectModal } from './DeleteProjectModal';
export { rememberProject } from './project-cache';
export { updatedLabel, videoCountLabel } from './project-labels';
export { projectQueries } from './project-queries';
export { createProject } from './project-requests';
export { RenameProjectModal } from './RenameProjectModal';
export { VideoPoster } from './VideoPoster';
export { VideoStatusBadge } from './VideoStatusBadge';
export { isSettling, VIDEO_POLL_INTERVAL_MS } from './video-polling';
export { videoStatusView } from './video-status';
