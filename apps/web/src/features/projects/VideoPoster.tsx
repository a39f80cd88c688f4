import { AspectRatio, Badge, Box, Center, Loader } from '@mantine/core';
import { formatDuration } from '../../lib/format-duration';
import { useImageRetry } from '../../lib/use-image-retry';
import { useSteadySignedUrl } from '../../lib/use-steady-signed-url';
import placeholder from './video-placeholder.svg';

interface VideoPosterProps {
  /** The signed picture: a video's or a project's thumbnail (the latest render's frame, else the poster). */
  picture: string | null;
  /** Shown in the corner when given. */
  durationMs?: number | null;
  /** The server is still working on the video: a spinner stands in for a missing poster. */
  busy: boolean;
}

const fill = { display: 'block', width: '100%', height: '100%', objectFit: 'contain' } as const;

/** A video's picture in 16:9 with its length in the corner, or a placeholder until it exists. */
export function VideoPoster({ picture, durationMs, busy }: VideoPosterProps) {
  const signed = useSteadySignedUrl(picture);
  const image = useImageRetry(signed.src, placeholder);
  const duration = durationMs === undefined ? null : formatDuration(durationMs);
  return (
    <AspectRatio ratio={16 / 9}>
      <Box pos="relative" bg="dark.7">
        {image.src ? (
          <img
            key={image.key}
            src={image.src}
            alt=""
            data-testid="video-poster"
            style={fill}
            onError={signed.isLatest ? image.onError : signed.renew}
          />
        ) : (
          <Center h="100%">
            {busy ? <Loader color="gray.4" size="sm" /> : <img src={placeholder} alt="" style={fill} />}
          </Center>
        )}
        {duration && (
          <Badge
            pos="absolute"
            right={8}
            bottom={8}
            color="dark"
            variant="filled"
            radius="sm"
            size="sm"
            aria-label={`Length ${duration}`}
          >
            {duration}
          </Badge>
        )}
      </Box>
    </AspectRatio>
  );
}
