//! `getGroups`: splitting memrefs into groups of adjacent accesses.

use std::fmt;

use crate::types::{AccessType, GroupId, Memref, MemrefId, PerMemref, VectorType, mask_r_to_l};

/// One member of a group: a memref and its byte offset from the group's
/// first (lowest-address) member.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GroupMember {
    pub memref: MemrefId,
    pub offset: i64,
}

/// Adjacent memrefs whose first elements fit in one vector register
/// together. Plain data: [`crate::get_sequence`] needs nothing else.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Group {
    /// Maximum vector register size in bytes.
    pub vector_length: u32,
    pub access_type: AccessType,
    /// Type of every member.
    pub ty: VectorType,
    /// Byte distance between consecutive lanes of every member, if constant.
    pub stride: Option<i64>,
    /// Sorted by offset; `members[0].offset == 0`. The group is placed at
    /// `members[0]`'s program point: every other member can move there.
    pub members: Vec<GroupMember>,
    /// Per byte of the window `[0, last offset + element size)`: whether a
    /// member's first element covers it. `false` bytes are gaps.
    pub access_mask: Vec<bool>,
}

impl Group {
    /// The memref all offsets (and the sequence's loads/stores) are relative to.
    pub fn base(&self) -> MemrefId {
        self.members[0].memref
    }

    /// Position of `memref` in `members`.
    pub fn member_index(&self, memref: MemrefId) -> Option<usize> {
        self.members.iter().position(|m| m.memref == memref)
    }

    fn write_indented(&self, f: &mut fmt::Formatter<'_>, pad: &str) -> fmt::Result {
        writeln!(f, "{pad}Vector Length(in bytes): {}", self.vector_length)?;
        writeln!(f, "{pad}AccType: {}", self.access_type)?;
        writeln!(
            f,
            "{pad}AccessMask(per byte, R to L): {}",
            mask_r_to_l(&self.access_mask)
        )?;
        for m in &self.members {
            writeln!(f, "{pad}{} {} {}", m.memref, self.ty, self.access_type)?;
        }
        Ok(())
    }
}

/// The debug output's group body (`Vector Length(in bytes): ...` and members).
impl fmt::Display for Group {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_indented(f, "")
    }
}

/// What the client said about one memref, kept for printing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemrefDesc {
    pub id: MemrefId,
    pub ty: VectorType,
    pub access_type: AccessType,
}

impl fmt::Display for MemrefDesc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.id, self.ty, self.access_type)
    }
}

/// A set of memrefs at constant distances from its first memref.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AdjacentSet {
    /// In input order; distances in bytes from `members[0]`.
    pub members: Vec<(MemrefId, i64)>,
}

/// The full result of grouping, with the intermediate sets, for tracing.
/// `Display` is the server's debug output (`Received a request from
/// Client---FORM GROUPS` ...).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grouping {
    pub memrefs: Vec<MemrefDesc>,
    pub sets: Vec<AdjacentSet>,
    pub groups: Vec<Group>,
    /// The group of every memref (every memref is in exactly one).
    pub group_of: PerMemref<GroupId>,
}

impl Grouping {
    /// The ids of `groups`, in order.
    pub fn group_ids(&self) -> impl Iterator<Item = GroupId> + use<> {
        (0..self.groups.len())
            .map(|i| GroupId(u32::try_from(i).expect("fewer groups than u32::MAX")))
    }
}

/// Groups `memrefs` (see [`get_groups_traced`]).
pub fn get_groups<M: Memref>(memrefs: &[M], vector_length: u32) -> Vec<Group> {
    get_groups_traced(memrefs, vector_length).groups
}

/// The greedy grouping of the design:
///
/// 1. Split the memrefs into sets of adjacent memrefs: same access type,
///    same number of elements, same element size and stride, and a constant
///    distance from the set's first memref.
/// 2. Sort each set by distance.
/// 3. Fill a group from the lowest address on; a memref that would make the
///    window of first elements exceed `vector_length`, or that cannot move
///    to the group's first memref, starts the next group.
///
/// Greedy filling is not always best (a memref may join a group where it is
/// farther from its neighbours than in the next one), as the design notes.
pub fn get_groups_traced<M: Memref>(memrefs: &[M], vector_length: u32) -> Grouping {
    let descs: Vec<MemrefDesc> = memrefs
        .iter()
        .enumerate()
        .map(|(i, m)| MemrefDesc {
            id: MemrefId(i as u32),
            ty: m.ty(),
            access_type: m.access_type(),
        })
        .collect();

    // 1. Adjacent sets, each keyed by its first memref.
    let mut sets: Vec<AdjacentSet> = Vec::new();
    for (i, m) in memrefs.iter().enumerate() {
        let id = MemrefId(i as u32);
        let joined = sets.iter_mut().find_map(|set| {
            let leader = &memrefs[set.members[0].0.index()];
            let compatible = m.access_type() == leader.access_type()
                && m.ty().elem_bits == leader.ty().elem_bits
                && m.have_same_num_elements(leader)
                && m.has_const_stride() == leader.has_const_stride();
            let dist = if compatible {
                m.is_const_distance_from(leader)
            } else {
                None
            };
            dist.map(|d| (set, d))
        });
        match joined {
            Some((set, d)) => set.members.push((id, d)),
            None => sets.push(AdjacentSet {
                members: vec![(id, 0)],
            }),
        }
    }

    // 2 + 3. Sort by distance and fill groups greedily.
    let mut groups = Vec::new();
    let mut group_of = PerMemref::filled(GroupId(0), memrefs.len());
    for set in &sets {
        let mut sorted = set.members.clone();
        sorted.sort_by_key(|&(id, d)| (d, memrefs[id.index()].program_order(), id));
        let mut current: Vec<(MemrefId, i64)> = Vec::new();
        for &(id, d) in &sorted {
            if let Some(&(first, first_d)) = current.first() {
                let m = &memrefs[id.index()];
                let fits =
                    (d - first_d) + i64::from(m.ty().elem_bytes()) <= i64::from(vector_length);
                if !fits || !m.can_move_to(&memrefs[first.index()]) {
                    groups.push(make_group(memrefs, &current, vector_length));
                    current.clear();
                }
            }
            group_of[id] =
                GroupId(u32::try_from(groups.len()).expect("fewer groups than u32::MAX"));
            current.push((id, d));
        }
        groups.push(make_group(memrefs, &current, vector_length));
    }

    Grouping {
        memrefs: descs,
        sets,
        groups,
        group_of,
    }
}

fn make_group<M: Memref>(memrefs: &[M], members: &[(MemrefId, i64)], vl: u32) -> Group {
    let first = &memrefs[members[0].0.index()];
    let ty = first.ty();
    let elem = u64::from(ty.elem_bytes().max(1));
    let base = members[0].1;
    let members: Vec<GroupMember> = members
        .iter()
        .map(|&(memref, d)| GroupMember {
            memref,
            offset: d - base,
        })
        .collect();
    let window = members.last().map_or(0, |m| m.offset as u64 + elem);
    let mut access_mask = vec![false; window as usize];
    for m in &members {
        for b in 0..elem {
            access_mask[(m.offset as u64 + b) as usize] = true;
        }
    }
    Group {
        vector_length: vl,
        access_type: first.access_type(),
        ty,
        stride: first.has_const_stride(),
        members,
        access_mask,
    }
}

impl fmt::Display for Grouping {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Received a request from Client---FORM GROUPS")?;
        writeln!(f, "  Received a vector of memrefs:")?;
        for m in &self.memrefs {
            writeln!(f, "    {m}")?;
        }
        writeln!(
            f,
            "  Split the vector memrefs into sub groups of adjacent memrefs:"
        )?;
        writeln!(
            f,
            "    Distance is (in bytes) from the first memref of the set"
        )?;
        for (i, set) in self.sets.iter().enumerate() {
            writeln!(f, "  Set #{}", i + 1)?;
            for &(id, d) in &set.members {
                writeln!(f, "  {}   Dist: {d}", self.memrefs[id.index()])?;
            }
        }
        writeln!(f, "  Printing Groups- Total Groups {}", self.groups.len())?;
        for (i, g) in self.groups.iter().enumerate() {
            writeln!(f, "  Group#{}", i + 1)?;
            g.write_indented(f, "    ")?;
        }
        Ok(())
    }
}
