import fs from 'node:fs';

// Which of some processes holds one end of a TCP connection on 127.0.0.1 (Linux only): the connection's socket inode
// from /proc/net/tcp, then the process whose /proc/<pid>/fd links to that socket. A test uses it to kill the server
// process that sent a request a fake is answering, rather than whichever process luck gave it.

const address = (port: number) => `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;

/** The process of `pids` whose socket goes from local port `from` to port `to`, both on 127.0.0.1; else undefined. */
export function socketOwner(from: number, to: number, pids: number[]): number | undefined {
  // fields of a /proc/net/tcp line: sl, local, remote, state, queues, timer, retransmits, uid, timeout, inode, …
  const fields = fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((f) => f[1] === address(from) && f[2] === address(to));
  const inode = fields?.[9];
  if (!inode || inode === '0') return undefined;
  const socket = `socket:[${inode}]`;
  const holds = (pid: number, fd: string) => {
    try {
      return fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === socket;
    } catch {
      return false; // closed since the directory was read
    }
  };
  return pids.find((pid) => fs.readdirSync(`/proc/${pid}/fd`).some((fd) => holds(pid, fd)));
}
