#!/usr/bin/env node
// The `crier-verify` command (package.json "bin"); the work is in crier-verify.ts.
import { crierVerify } from './crier-verify';

process.exitCode = crierVerify(process.argv.slice(2), (line) => console.log(line));
