#!/bin/bash
# A one-node Slurm cluster on this machine, as root, without systemd (the CI's and the tests'):
#   deploy/slurm/local-cluster.sh start    # munged, slurmctld, slurmd; waits for the node
#   deploy/slurm/local-cluster.sh stop     # stops only the daemons its start started
# Needs Debian's slurm-wlm and munge (zoetrope.sh installs them). Uses the linuxproc/none plugins,
# which need no cgroups; the node is this host (`hostname -s`) with the CPUs slurmd detects.
# It writes /etc/slurm/slurm.conf only when there is none or it wrote the one there (a real
# cluster's configuration is never replaced), and remembers in /run/zoetrope-local-cluster the
# process of each daemon it started, so that stop leaves alone any it found running.
set -euo pipefail
conf=/etc/slurm/slurm.conf
state=${ZOETROPE_CLUSTER_STATE:-/run/zoetrope-local-cluster}
marker="# Written by Zoetrope's deploy/slurm/local-cluster.sh (a throwaway one-node cluster)."

# Starts `name` (by `command…`) unless it runs already; records its pid (read from `pidfile`) when
# this call started it.
# True while `pid` is a live process (a zombie, which a busy or lax init may leave for a while after
# the daemon exited, is not: it holds no socket).
alive() {
    local state
    state=$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null) || return 1
    [ -n "$state" ] && [ "$state" != Z ] && [ "$state" != X ]
}

start_daemon() {
    local name=$1 pidfile=$2 pid; shift 2
    for pid in $(pgrep -x "$name"); do alive "$pid" && return 0; done
    # A pid file left by the previous run would make the wait below end before the daemon is up.
    rm -f "$pidfile"
    "$@" < /dev/null > /dev/null 2>&1
    for _ in $(seq 40); do [ -s "$pidfile" ] && break; sleep 0.25; done
    [ -s "$pidfile" ] && cp "$pidfile" "$state/$name.pid"
}

# Stops the daemon whose pid start recorded, if it is still that program.
stop_daemon() {
    local name=$1 pid
    [ -s "$state/$name.pid" ] || return 0
    pid=$(tr -dc '0-9' < "$state/$name.pid")
    if [ -n "$pid" ] && [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = "$name" ]; then
        kill "$pid" 2>/dev/null || true
        for _ in $(seq 40); do alive "$pid" || break; sleep 0.25; done
        # Still there after 10 s (SIGTERM blocked or ignored): SIGKILL.
        alive "$pid" && kill -9 "$pid" 2>/dev/null || true
    fi
    rm -f "$state/$name.pid"
}
case "${1:-}" in
start)
    node=$(hostname -s)
    cpus=$(slurmd -C | sed -n 's/.*CPUs=\([0-9]*\).*/\1/p' | head -1)
    # (Earlier versions of this script wrote no marker; their file starts with its cluster name.)
    if [ -e "$conf" ] && ! grep -qxF "$marker" "$conf" && [ "$(head -n 1 "$conf")" != "ClusterName=zoetrope" ]; then
        echo "$conf exists and was not written by this script: not replacing a real cluster's configuration" >&2
        exit 1
    fi
    mkdir -p /etc/slurm /run/munge /var/spool/slurmctld /var/spool/slurmd /var/log/slurm "$state"
    chown munge:munge /run/munge
    cat > "$conf" <<CONF
$marker
ClusterName=zoetrope
SlurmctldHost=$node
AuthType=auth/munge
SlurmUser=root
SlurmdUser=root
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
SchedulerParameters=kill_invalid_depend
MpiDefault=none
ReturnToService=2
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
NodeName=$node CPUs=$cpus RealMemory=1000 State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
    # Daemons get no terminal or pipe of the caller (they would keep a reader of it waiting).
    # munged writes its pid file before its socket listens: the round trip is retried for up to 10 s.
    # A munged found running may have been on its way out (stopped by the previous run): if the round
    # trip never works, start one again.
    munge_ready() {
        for _ in $(seq 40); do munge -n 2>/dev/null | unmunge 2>/dev/null | grep -q Success && return 0; sleep 0.25; done
        return 1
    }
    start_daemon munged /run/munge/munged.pid runuser -u munge -- /usr/sbin/munged
    if ! munge_ready; then
        start_daemon munged /run/munge/munged.pid runuser -u munge -- /usr/sbin/munged
        munge_ready || { munge -n | unmunge; exit 1; }
    fi
    start_daemon slurmctld /run/slurmctld.pid slurmctld -c
    start_daemon slurmd /run/slurmd.pid slurmd
    for _ in $(seq 60); do
        sinfo -h -o '%T' 2>/dev/null | grep -qE '^(idle|mixed|allocated)' && exit 0
        sleep 0.5
    done
    echo "the Slurm node did not come up; see /var/log/slurm/" >&2
    exit 1
    ;;
stop)
    stop_daemon slurmd
    stop_daemon slurmctld
    stop_daemon munged
    ;;
*)
    echo "usage: $0 start|stop" >&2
    exit 64
    ;;
esac
