//! Counting nouns in messages: `1 loop`, `2 loops`, `1 query`, `3 queries`.

/// `n` and the noun, plural unless `n` is 1: `count(1, "loop")` is
/// `"1 loop"`, `count(2, "entry")` is `"2 entries"`, `count(0, "match")`
/// is `"0 matches"`. Every message that counts something says it this way.
pub fn count(n: impl std::fmt::Display, noun: &str) -> String {
    let n = n.to_string();
    if n == "1" {
        format!("1 {noun}")
    } else {
        format!("{n} {}", plural(noun))
    }
}

/// The plural of an English noun (the regular rules: `entry` → `entries`,
/// `match` → `matches`, `loop` → `loops`).
pub fn plural(noun: &str) -> String {
    let b = noun.as_bytes();
    let consonant_y = noun.ends_with('y')
        && b.len() >= 2
        && !matches!(b[b.len() - 2], b'a' | b'e' | b'i' | b'o' | b'u');
    if consonant_y {
        format!("{}ies", &noun[..noun.len() - 1])
    } else if ["s", "x", "z", "ch", "sh"]
        .iter()
        .any(|e| noun.ends_with(e))
    {
        format!("{noun}es")
    } else {
        format!("{noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::count;

    #[test]
    fn one_is_singular_every_other_count_plural() {
        assert_eq!(count(1u32, "loop"), "1 loop");
        assert_eq!(count(0u32, "loop"), "0 loops");
        assert_eq!(count(2usize, "function"), "2 functions");
        assert_eq!(count(1usize, "query"), "1 query");
        assert_eq!(count(3usize, "query"), "3 queries");
        assert_eq!(count(2usize, "entry"), "2 entries");
        assert_eq!(count(2usize, "copy"), "2 copies");
        assert_eq!(count(2usize, "key"), "2 keys");
        assert_eq!(count(-1i64, "iteration"), "-1 iterations");
    }
}
