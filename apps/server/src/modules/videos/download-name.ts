/** A download's file name: the video's name (the uploaded file's) with the export's extension. */
export const downloadName = (videoName: string, extension: string) =>
  `${videoName.replace(/\.[a-z0-9]{1,5}$/i, '')}.${extension}`;
