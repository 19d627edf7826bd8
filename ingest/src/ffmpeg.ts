// The ffmpeg binary that comes inside its registry package (no download, no system install).
import fs from 'node:fs';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

export const FFMPEG_PATH: string = process.env.MATCHDAY_FFMPEG_PATH ?? ffmpegInstaller.path;

// npm may skip the package's install script, which marks the binary executable.
try {
  fs.accessSync(FFMPEG_PATH, fs.constants.X_OK);
} catch {
  fs.chmodSync(FFMPEG_PATH, 0o755);
}
