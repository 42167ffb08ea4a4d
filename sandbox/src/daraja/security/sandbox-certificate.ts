/**
 * SANDBOX-ONLY FIXTURE. A self-signed test certificate and its private key, generated once with
 *
 *   openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days 36500 \
 *     -subj "/C=KE/O=Provider sandbox (development and test only, not Safaricom)/CN=daraja-sandbox-security-credential" \
 *     -keyout key.pem -out cert.pem
 *
 * It stands in for the "public key certificate" Daraja gives each environment: a developer
 * (or the product's adapter in development and test) encrypts the initiator password with
 * this certificate to build a SecurityCredential, and the sandbox decrypts it with the key to
 * check it. The key is public on purpose and protects nothing; it must never be used for
 * anything real. Kept as TypeScript so the build (which copies only compiled code) keeps it.
 * Served at GET /api/daraja/certificate.
 */
export const sandboxDarajaCertificatePem = `
-----BEGIN CERTIFICATE-----
MIID5TCCAs2gAwIBAgIUBx7Wrlef1cJ0rUFoAwZTQVFwM4gwDQYJKoZIhvcNAQEL
BQAwgYAxCzAJBgNVBAYTAktFMUQwQgYDVQQKDDtQcm92aWRlciBzYW5kYm94IChk
ZXZlbG9wbWVudCBhbmQgdGVzdCBvbmx5LCBub3QgU2FmYXJpY29tKTErMCkGA1UE
AwwiZGFyYWphLXNhbmRib3gtc2VjdXJpdHktY3JlZGVudGlhbDAgFw0yNjExMjMw
NjA0MzdaGA8yMTI2MTAzMDA2MDQzN1owgYAxCzAJBgNVBAYTAktFMUQwQgYDVQQK
DDtQcm92aWRlciBzYW5kYm94IChkZXZlbG9wbWVudCBhbmQgdGVzdCBvbmx5LCBu
b3QgU2FmYXJpY29tKTErMCkGA1UEAwwiZGFyYWphLXNhbmRib3gtc2VjdXJpdHkt
Y3JlZGVudGlhbDCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBAMDH8hog
72AugLEhTSAVkKBLXmKjaxJMQH5RyXhTAE46xo7xM4geTfpPZ9hch9IUGjmmlPVm
kgxlGDsBBqdSKLzf+cXwaTRGPJOzh4ddgc1oUXpCzP9EZOPpfj8rVrO2OZRvTB5P
KqNcbouLXIYx612LyCx7cBy5FCmkEBk4VN0fH3Y3BaXguoZJLzIzVUZr7ZAyQ9Df
4PumtAcUO94GueLcxZrwvgvZYn87QPSEMCwMqqtqpSro0MSXua3WKNkNmQpBLXYu
u6igt8TI0VrYyVQaSob21D8svdzVx1PgtdRhZoz1Aim3Iug21c32REuLPO5V39fM
FkltiPuvt3gI0hsCAwEAAaNTMFEwHQYDVR0OBBYEFLf87v/0f4tIFeJYNlr5BzHo
Q5KqMB8GA1UdIwQYMBaAFLf87v/0f4tIFeJYNlr5BzHoQ5KqMA8GA1UdEwEB/wQF
MAMBAf8wDQYJKoZIhvcNAQELBQADggEBADRNw4uv2WsuS3phNmLtpkt2tLYzpeYt
NKoVl/eWPz3zVbFV+0Pz0PVUGPs4u7ZbMiZkCf5chv6xeAoB2traY/BDR9BCDGT3
KgD5TD2MTPoZWKB7dOTtV/6ZuyGfQFMokb5jJilEgke+uKhkp+KpiW5GAgrBXRZA
iYY+iL4g4XALfumnzjTwlVsSwI2I/HTLrgc9ahNX/0SzhPK02h0PT8cyIuNbpUAC
rae74hM1V1hNC3N+G4s9FUKx7+gqe23dFpSYAahaHGe77mvIawNUGVqtI72u7MGS
LWoNwDSRMb8BiFUKoXYJCz/+oIXGAVw9bMuhdvlzMghxM9hXg6UoBQ8=
-----END CERTIFICATE-----
`.trimStart();

/** The private half of the fixture above: how the sandbox reads a SecurityCredential. Never a secret. */
export const sandboxDarajaPrivateKeyPem = `
-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDAx/IaIO9gLoCx
IU0gFZCgS15io2sSTEB+Ucl4UwBOOsaO8TOIHk36T2fYXIfSFBo5ppT1ZpIMZRg7
AQanUii83/nF8Gk0RjyTs4eHXYHNaFF6Qsz/RGTj6X4/K1aztjmUb0weTyqjXG6L
i1yGMetdi8gse3AcuRQppBAZOFTdHx92NwWl4LqGSS8yM1VGa+2QMkPQ3+D7prQH
FDveBrni3MWa8L4L2WJ/O0D0hDAsDKqraqUq6NDEl7mt1ijZDZkKQS12LruooLfE
yNFa2MlUGkqG9tQ/LL3c1cdT4LXUYWaM9QIptyLoNtXN9kRLizzuVd/XzBZJbYj7
r7d4CNIbAgMBAAECggEAUQkbY1FZ3i/eB9csQOLfvwm/fK4d+XyVFaRSkKIvPDMn
uPl6BGtcsu4DBGds7mll1rsH3ZoGpXAvfcoCHn6CQlbR+xsCVid6Gko6m7O6Nvp1
WXPQETOSR12kpHAWy4c7cAJS2GDF1xKpIz5rH7vHKLTz6YLfzysbZx+gZsGPprzN
SZzz3XYIDWdNU6YVQh21cDpSfjFC+XfVIjJxJ2U6Gw74T+mF4V66fHvgsTcNFXbT
bS9MsHRJ7CHp7GOyH6QlCkeELXmk5hyJLl12IWi8BIeQNy5ZePV1RNnx1cEovYfz
c61E7RiJ6fXKdPN8acBehnbtVRLy2tDSFG8z/y+RSQKBgQD02R925fx6b6FDEdKC
LixBqPGLZPq/ds6cfZ0buOf2mFdp/A0MlrZBSgbKLpR39eS8rmfzmFuYrg7H0Jy9
nX+EWYRCnb5UuxniKa3Xl/4pSp4MQIclo0Sqm7ZbH+hg9HyQjPbqn0NYu09SKzHM
DfUUlG9ewPLNtVdJu5ROJjptgwKBgQDJj7tFoXkQRNP9qYoSNEotJ/b7Er9u/EMD
SINnEYOAGPnnTORkXva9ZJgmWA/Xd6gLY+zTDm2e0wByyv2r3Dkr9cN82jv1ufZM
MhPzTJ1rYKQNCRXR+WMalCyd17/TyuP+v03Sh6MOlpovjZ4oOmt1sPRzKNPZEqgR
sfoq2uQ9iQKBgAuLWTJv8ZGMRdw1sOk2aBvIbWsXHcN9RIyYV5oBA97am/SBT9Qy
HvHBHcTWoWVukJRc3MXdfyQZwNSm/1zpWiPRXK0PZvPzxmqlcG7j2bX0sLL/L+AU
bJ5mrRhqzrgTjvP50YKKc9BxNHI5WyW12sJXpVCgZFJSpITzdTCiGMslAoGBAL3T
QIKWTSbWO3RE7ESyvD0Ey2Svxlxm9VGtRBuYcej9HLYKQ3qHuQarK2PJQboh9cAs
bohiqTiP7Xcu13K4p5tQDLiT6y5D4cLm0sUrHYJX9IhWSxeCMCSC8fYBj6aOCOUN
E+S3WwhNK46naBDo2/VuHvoptEJWgLSRklIz7gpJAoGBANj8ztZzxVK34Pwm60/U
FdQ6sc9Za8RfbNxVo7wGDiO8rFowGh7/xTuVtMj9IVRM6Kflvl4SwRql3P669ggF
DPl1FKFyVTn6LWOwUP8bzxY8HTksmISrMi64t2gcNwkZzbL4HUvt5BJWHB0ddgtM
92lys9GXkxTuaoiPj4LIPADO
-----END PRIVATE KEY-----
`.trimStart();
