// The public face of render: what the features that biome.json lets import it may use,
// starting, following and watching renders.
export { RenderControl } from './RenderControl';
export { RenderedVideoPlayer } from './RenderedVideoPlayer';
export { RenderProgressBar } from './RenderProgressBar';
export { RenderWatcher } from './RenderWatcher';
export { isRenderInFlight, renderQueries } from './render-queries';
export { readWatchList } from './render-watch-list';
export { useFollowRender } from './use-follow-render';
