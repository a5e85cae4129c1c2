/** The S3 client, created once per container; path-style addressing when S3_FORCE_PATH_STYLE (local emulator). */
import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';

export const s3 = new S3Client({ forcePathStyle: config.s3ForcePathStyle });
