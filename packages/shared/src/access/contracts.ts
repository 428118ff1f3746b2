import { z } from 'zod';
import { APPROACHES } from '../constants';

export const accessStatusSchema = z.object({ streamOfConsciousness: z.boolean(), melodyFirst: z.boolean() });
export type AccessStatus = z.infer<typeof accessStatusSchema>;

export const requestAccessBodySchema = z.object({ approach: z.enum(APPROACHES) });
