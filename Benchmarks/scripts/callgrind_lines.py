"""Reads a callgrind profile written with --dump-instr=yes, line by line, for the scripts beside
this file: each cost line with the function it is in, its instruction address, and, for a call,
the function called and how often.

Callgrind's format: "fn=(id) name" names a function once, later "fn=(id)" ("cfn=" the same for a
callee); with positions "instr line", a cost line is "address line cost", the address absolute
(0x...) or relative (+n, -n, *); the cost line after "calls=N" is that call's inclusive cost, not
the caller's own. A recursive function's inner calls are named apart ("symbol'2"): the names
given here drop that mark.
"""
import re
from typing import Iterator, NamedTuple, Optional


class CostLine(NamedTuple):
    function: str            # the function the instruction is in
    address: int             # the instruction's address
    cost: int                # its own instructions, or for a call the call's inclusive cost
    callee: Optional[str]    # for a call: the function called
    calls: int               # for a call: how often; else 0


def cost_lines(path: str) -> Iterator[CostLine]:
    names, current, callee, address, pending = {}, None, None, 0, None
    for line in open(path):
        line = line.rstrip('\n')
        m = re.match(r'^(c?fn)=\((\d+)\)(?: (.*))?$', line)
        if m:
            if m.group(3):
                names[m.group(2)] = m.group(3)
            name = names[m.group(2)].split("'")[0]
            if m.group(1) == 'fn':
                current = name
            else:
                callee = name
            continue
        m = re.match(r'^calls=(\d+)', line)
        if m:
            pending = int(m.group(1))
            continue
        m = re.match(r'^(0x[0-9a-f]+|\+\d+|-\d+|\*)\s+\S+(?:\s+(\d+))?', line)
        if not m:
            continue
        position = m.group(1)
        if position.startswith('0x'):
            address = int(position, 16)
        elif position[0] == '+':
            address += int(position[1:])
        elif position[0] == '-':
            address -= int(position[1:])
        cost = int(m.group(2)) if m.group(2) else 0
        if pending is not None:
            yield CostLine(current, address, cost, callee, pending)
            pending = None
        elif current is not None:
            yield CostLine(current, address, cost, None, 0)
