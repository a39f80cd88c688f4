// The render feature as other features see it (biome.json names the features that may import it):
// starting, following and watching renders.
export { RenderControl } from './RenderControl';
export { RenderedVideoPlayer } from './RenderedVideoPlayer';
export { RenderProgressBar } from './RenderProgressBar';
export { RenderWatcher } from './RenderWatcher';
export { isRenderInFlight, renderQueries, untilRenewal } from './render-queries';
export { requestRender } from './render-requests';
export { readWatchList } from './render-watch-list';
export { useFollowRender } from './use-follow-render';
export { unsavedChangesMessage } from './use-render-request';
