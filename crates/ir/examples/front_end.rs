//! What the database does to a file at open and for every body, on one
//! thread: the item split, the header items' parse and every
//! definition's; prints the numbered nodes, diagnostics and
//! instructions. Run under callgrind to count the front end's
//! instructions alone: `cargo build --release -p lanes-ir --example
//! front_end`, then `valgrind --tool=callgrind
//! target/release/examples/front_end M.ll`.
fn main() {
    let path = std::env::args().nth(1).unwrap();
    let text = std::fs::read_to_string(path).unwrap();
    let items = lanes_ir::split_module_on(&text, 1);
    let header: Vec<_> = items
        .iter()
        .filter(|i| i.kind != lanes_ir::ItemKind::Define)
        .map(|i| (i.kind, i.span))
        .collect();
    let (m, d) = lanes_ir::parse_items_on(&text, &header, 1);
    let mut n = 0;
    for i in items
        .iter()
        .filter(|i| i.kind == lanes_ir::ItemKind::Define)
    {
        n += lanes_ir::parse_function(i.text(&text))
            .0
            .map_or(0, |f| f.insts.len());
    }
    println!("{} {} {}", m.metadata.len(), d.len(), n);
}
