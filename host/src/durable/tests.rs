use super::*;

#[test]
fn the_lease_length_is_read_in_seconds_with_a_default() {
    assert_eq!(lease_ttl(None), 30_000);
    assert_eq!(lease_ttl(Some(" 12 ")), 12_000);
    assert_eq!(lease_ttl(Some("0")), 1_000);
    assert_eq!(lease_ttl(Some("soon")), 30_000);
}
