# The npm registry reachable from our machines lacks some platform-specific optional packages
# (e.g. @tailwindcss/oxide-darwin-arm64). `npm install` then leaves them out of package-lock.json,
# and `npm ci` refuses the lock as "out of sync". This adds lock entries for them (with their
# os/cpu/libc), so npm ci skips them on Linux as it should.
# Usage: npm ci --dry-run 2>&1 | grep "Missing:" | sed "s/npm error Missing: //; s/ from lock file//" > /tmp/missing.txt
#        python3 scripts/maintenance/lockfile-add-unavailable-optionals.py package-lock.json /tmp/missing.txt
import json, re, sys
lock_path = sys.argv[1]
missing = [l.strip().rstrip('@') for l in open(sys.argv[2]) if l.strip()]
lock = json.load(open(lock_path))
pk = lock['packages']
# find spec + flags of each missing optional dep from its parent
info = {}
for path, meta in pk.items():
    for name, spec in (meta.get('optionalDependencies') or {}).items():
        if name in missing and name not in info:
            info[name] = (spec, meta.get('dev', False))
def platform(name):
    n = name.split('/')[-1]
    os_ = cpu = libc = None
    for o in ['android','darwin','freebsd','openbsd','openharmony','win32','linux','wasm32']:
        if o in n: os_ = o; break
    for c in ['arm64','arm-gnueabihf','arm-musleabihf','arm-eabi','x64','ia32','loong64','ppc64','riscv64','s390x','wasi']:
        if c in n: cpu = c; break
    cpu = {'arm-gnueabihf':'arm','arm-musleabihf':'arm','arm-eabi':'arm','wasi':'wasm32'}.get(cpu, cpu)
    if 'musl' in n: libc = 'musl'
    elif os_ == 'linux' and 'gnu' in n: libc = 'glibc'
    return os_, cpu, libc
for name in missing:
    spec, dev = info[name]
    os_, cpu, libc = platform(name)
    entry = {"version": spec.lstrip('^~='), "optional": True}
    if dev: entry["dev"] = True
    if os_ == 'wasm32':
        entry["cpu"] = ["wasm32"]
    else:
        entry["os"] = [os_]; entry["cpu"] = [cpu]
    if libc: entry["libc"] = [libc]
    pk[f"node_modules/{name}"] = entry
lock['packages'] = dict(sorted(pk.items(), key=lambda kv: (kv[0] != '', kv[0])))
json.dump(lock, open(lock_path, 'w'), indent=2)
open(lock_path, 'a').write('\n')
print("patched", len(missing))
