#!/bin/bash
# A one-node Slurm cluster on this machine, as root, without systemd (the CI's and the tests'):
#   deploy/slurm/local-cluster.sh start    # munged, slurmctld, slurmd; waits for the node
#   deploy/slurm/local-cluster.sh stop
# Needs Debian's slurm-wlm and munge (zoetrope.sh installs them). Uses the linuxproc/none plugins,
# which need no cgroups; the node is this host (`hostname -s`) with the CPUs slurmd detects.
set -euo pipefail
conf=/etc/slurm/slurm.conf
case "${1:-}" in
start)
    node=$(hostname -s)
    cpus=$(slurmd -C | sed -n 's/.*CPUs=\([0-9]*\).*/\1/p' | head -1)
    mkdir -p /etc/slurm /run/munge /var/spool/slurmctld /var/spool/slurmd /var/log/slurm
    chown munge:munge /run/munge
    cat > "$conf" <<CONF
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
    pgrep -x munged > /dev/null || runuser -u munge -- /usr/sbin/munged < /dev/null > /dev/null 2>&1
    munge -n | unmunge | grep -q Success
    pgrep -x slurmctld > /dev/null || slurmctld -c < /dev/null > /dev/null 2>&1
    pgrep -x slurmd > /dev/null || slurmd < /dev/null > /dev/null 2>&1
    for _ in $(seq 60); do
        sinfo -h -o '%T' 2>/dev/null | grep -qE '^(idle|mixed|allocated)' && exit 0
        sleep 0.5
    done
    echo "the Slurm node did not come up; see /var/log/slurm/" >&2
    exit 1
    ;;
stop)
    scontrol shutdown 2>/dev/null || true
    for _ in $(seq 40); do pgrep -x slurmctld > /dev/null || pgrep -x slurmd > /dev/null || break; sleep 0.25; done
    pkill -x munged 2>/dev/null || true
    ;;
*)
    echo "usage: $0 start|stop" >&2
    exit 64
    ;;
esac
