import type { BenchModule } from './bench-module';
import { platformBench } from './platform.bench';

/** Every area's benchmark module, in order. */
export const benchModules: BenchModule[] = [platformBench];
