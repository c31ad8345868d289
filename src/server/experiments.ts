// Sandbox experiment assignment: deterministic per tracker and experiment, like a real
// experimentation service's bucketing, so QA can predict a tracker's arm.
import { createHash } from 'node:crypto';

/** A bucket 0..9999 from the tracker id and the experiment name. */
export function bucketOf(trackerId: string, experiment: string): number {
  const digest = createHash('sha256').update(`${trackerId.toLowerCase()}:${experiment}`).digest();
  return digest.readUInt32BE(0) % 10000;
}

/** 'variation' for the first `trafficPercent` % of buckets, else 'control'. */
export function assign(trackerId: string, experiment: string, trafficPercent: number): 'variation' | 'control' {
  return bucketOf(trackerId, experiment) < Math.round(trafficPercent * 100) ? 'variation' : 'control';
}
